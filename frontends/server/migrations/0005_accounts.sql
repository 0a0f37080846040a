-- Players with a name. An account's `name` is as its owner wrote it; `name_key`, its
-- lower-case form, keeps names unique ignoring case. `password_hash` is an Argon2id
-- PHC string, NULL for the computer levels (`computer = 1`), which are accounts so
-- that they can be rated. Times are milliseconds since the epoch.
CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    computer BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);

-- Signed-in browsers: the SHA-256 of each session cookie's token, never the token.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    created_at BIGINT NOT NULL
);

CREATE INDEX sessions_by_account ON sessions (account_id);

-- The account holding a seat, if its player was signed in.
ALTER TABLE seats ADD COLUMN account_id TEXT;

-- 0: unrated; 1: rated, not yet counted in the ratings; 2: counted.
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
