-- Tournaments (docs/tournaments.md, "On the site"): arenas, Swiss tournaments and
-- round robins. The rules of pairing and scoring are cubist-tournament's; these rows
-- are the record they are computed from.
--
-- `kind` is `arena`, `swiss` or `round-robin`; `status` `upcoming`, `running` or
-- `finished`. `round` is the last round paired (an arena counts its waves there), so
-- that pairing a round is a conditional update of it: two instances never pair the
-- same round. `owner` and `lease_expires` are the director's lease: the instance that
-- runs the tournament's rounds, taken over once `lease_expires` has passed. Times are
-- milliseconds since the epoch on the server's clock.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    clock TEXT,
    rated BIGINT NOT NULL,
    starts_at BIGINT NOT NULL,
    minutes BIGINT,
    rounds BIGINT,
    table_size BIGINT NOT NULL,
    creator_id TEXT NOT NULL,
    creator_name TEXT NOT NULL,
    status TEXT NOT NULL,
    round BIGINT NOT NULL,
    ends_at BIGINT,
    -- Swiss: 1 if pairing number 1 had white in round 1 (drawn at the start).
    white_first BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    finished_at BIGINT,
    owner TEXT,
    lease_expires BIGINT NOT NULL
);

CREATE INDEX tournaments_by_status ON tournaments (status, starts_at);
CREATE INDEX tournaments_by_creator ON tournaments (creator_id, status);

-- The players entered. `number` is the pairing number drawn at the start (by rating),
-- 0 before it and for a late entry until its first wave. `rating` is the player's
-- rating in the game's pool on entry.
CREATE TABLE tournament_players (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    account_id TEXT NOT NULL,
    name TEXT NOT NULL,
    rating BIGINT NOT NULL,
    number BIGINT NOT NULL,
    joined_at BIGINT NOT NULL,
    paused BIGINT NOT NULL,
    withdrawn BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, account_id)
);

-- Every table of every round (an arena's wave is a round): the players in seat order
-- (account ids, JSON), the game (NULL for a bye or a forfeit), and once over each
-- player's points in half points (JSON; a win 2, a draw 1). `berserk` lists the seats
-- that berserked (JSON).
CREATE TABLE tournament_pairings (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    board BIGINT NOT NULL,
    players TEXT NOT NULL,
    game_id TEXT,
    result TEXT,
    berserk TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    finished_at BIGINT,
    PRIMARY KEY (tournament_id, round, board)
);

CREATE INDEX tournament_pairings_by_game ON tournament_pairings (game_id);
