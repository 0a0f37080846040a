-- Blocks: an account (`blocker`) that will not play another (`blocked`). Either
-- direction keeps the two apart: quick play never pairs them, neither accepts the
-- other's seek, and neither joins a listed game's open seat where the other holds a
-- seat. Times are milliseconds since the epoch.
CREATE TABLE blocks (
    blocker TEXT NOT NULL REFERENCES accounts (id),
    blocked TEXT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (blocker, blocked)
);

CREATE INDEX blocks_by_blocked ON blocks (blocked);

-- Voided games: `games.rated` 3 marks a rated game void. It counts for nobody, the
-- sweep never counts it (it counts `rated` 1), and voiding moves `rated` from 1 or 2
-- to 3 exactly once.
--
-- To recompute a pool's ratings from a voided game on, each history row now keeps
-- the order in which its game was counted in its pool (`seq`, from 1; rows counted
-- before this migration have none and come first, by time) and the volatility after
-- the game (Glicko-2's; 0 in Weng-Lin pools).
ALTER TABLE rating_history ADD COLUMN seq BIGINT;
ALTER TABLE rating_history ADD COLUMN volatility DOUBLE PRECISION;

CREATE INDEX rating_history_by_seq ON rating_history (pool, seq);
