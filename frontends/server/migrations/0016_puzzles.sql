-- Puzzles (docs/server-api.md, "Puzzles"): the shipped sets loaded at start, each
-- puzzle with a Glicko-2 rating of its own; players' puzzle ratings, per account and
-- game and apart from game ratings; and the attempts of signed-in players. `body` is
-- the puzzle as its set writes it (a `cubist_session::puzzle::Puzzle` in JSON, whose
-- `format` field says its version). Times are milliseconds since the epoch.
CREATE TABLE puzzles (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    body TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    -- Rated attempts counted; also the version a rating change checks.
    plays BIGINT NOT NULL
);

-- The next puzzle: a game's puzzles near a rating.
CREATE INDEX puzzles_by_rating ON puzzles (game, rating);

CREATE TABLE puzzle_ratings (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    game TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    -- Rated attempts counted; also the version a rating change checks.
    attempts BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, game)
);

-- Each finished attempt of a signed-in player. The first on a puzzle is rated
-- (`rated` 1, with the player's rating before and after); later ones are not (NULLs).
CREATE TABLE puzzle_attempts (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    puzzle_id TEXT NOT NULL REFERENCES puzzles (id),
    game TEXT NOT NULL,
    solved BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    rating_before DOUBLE PRECISION,
    rating_after DOUBLE PRECISION,
    at_ms BIGINT NOT NULL
);

-- One rated attempt per player and puzzle, whichever instance stores it.
CREATE UNIQUE INDEX puzzle_attempts_rated ON puzzle_attempts (account_id, puzzle_id)
    WHERE rated = 1;

-- A player's history, newest first.
CREATE INDEX puzzle_attempts_by_account ON puzzle_attempts (account_id, at_ms);
