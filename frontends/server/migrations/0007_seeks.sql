-- Quick play: a seek waits for compatible seeks (same `pool`: game, options as the game
-- writes them, time control and rated) and is paired into a new game with them.
--
-- `status` is `open`, `paired`, `cancelled` or `expired`; once paired, `game_id` and
-- `seat` (from 0) name the seat its token opens. Times are milliseconds since the epoch
-- on the server's clock: an open seek not polled since `polled_at` for the server's seek
-- time-to-live has expired.
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    pool TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    clock TEXT,
    rated BIGINT NOT NULL,
    rating_min BIGINT,
    rating_max BIGINT,
    seats BIGINT NOT NULL,
    account_id TEXT,
    seeker_name TEXT,
    rating BIGINT NOT NULL,
    token_hash TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    polled_at BIGINT NOT NULL,
    game_id TEXT,
    seat BIGINT
);

CREATE INDEX seeks_waiting ON seeks (status, pool, created_at);
