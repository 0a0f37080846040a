-- Ratings: one per account and pool (a game with two seats, or `GAME/multi` with three
-- to six), changed only by rated games, each counted once (games.rated goes 1 → 2 in
-- the transaction that writes the ratings). Times are milliseconds since the epoch.
CREATE TABLE ratings (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    -- Glicko-2's volatility; 0 in Weng-Lin pools.
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, pool)
);

-- Leaderboards: a pool's players by rating.
CREATE INDEX ratings_by_pool ON ratings (pool, rating);

-- Each rated game's effect on each of its players: the rating and deviation after it,
-- and the change of the rating.
CREATE TABLE rating_history (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    game_id TEXT NOT NULL REFERENCES games (id),
    pool TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    rating_change DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account_id, game_id)
);

CREATE INDEX rating_history_by_pool ON rating_history (account_id, pool, at_ms);

-- When a game ended, for players' pages (written when its result is stored; a game
-- whose end a crash missed is listed by its creation time).
CREATE TABLE game_ends (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    ended_ms BIGINT NOT NULL
);

-- A player's games: the seats their account holds.
CREATE INDEX seats_by_account ON seats (account_id);

-- The sweep: finished rated games not yet counted.
CREATE INDEX games_to_rate ON games (rated, status);
