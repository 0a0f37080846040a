-- Moderation: roles, closed accounts, the addresses accounts sign in from, players'
-- reports and the audit log of every moderator action. Times are milliseconds since
-- the epoch.

-- `role` is NULL, `moderator` or `admin` (granted from the command line only).
ALTER TABLE accounts ADD COLUMN role TEXT;
-- When a moderator closed the account (NULL: open). A closed account keeps its name
-- and its games; it cannot sign in.
ALTER TABLE accounts ADD COLUMN closed_at BIGINT;
-- 1 from closing until every running game of the account is resigned (a server's
-- sweep finishes what a command-line close or a crash left).
ALTER TABLE accounts ADD COLUMN close_pending BIGINT NOT NULL DEFAULT 0;

CREATE INDEX accounts_close_pending ON accounts (close_pending);
CREATE INDEX accounts_by_creation ON accounts (created_at);

-- The addresses an account signed in from, as SHA-256 hashes (never the address),
-- each with the last time: kept 90 days, to count them for moderators.
CREATE TABLE sign_in_addresses (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    address_hash TEXT NOT NULL,
    last_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, address_hash)
);

CREATE INDEX sign_in_addresses_by_time ON sign_in_addresses (last_ms);

-- A player's report of another player or a game (or both). `reason` is one of
-- `abuse`, `cheating`, `stalling`, `other`; `status` is `open` or `done`.
CREATE TABLE reports (
    id TEXT PRIMARY KEY,
    reporter_id TEXT NOT NULL REFERENCES accounts (id),
    player_id TEXT REFERENCES accounts (id),
    game_id TEXT REFERENCES games (id),
    reason TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    done_at BIGINT
);

CREATE INDEX reports_by_status ON reports (status, created_at);
CREATE INDEX reports_by_reporter ON reports (reporter_id, created_at);

-- Every moderator action: who (`actor_id` NULL and `actor_name` `cli` for the command
-- line), what, on what, when and why.
CREATE TABLE audit_log (
    id TEXT PRIMARY KEY,
    at_ms BIGINT NOT NULL,
    actor_id TEXT,
    actor_name TEXT NOT NULL,
    action TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT NOT NULL,
    why TEXT NOT NULL
);

CREATE INDEX audit_log_by_time ON audit_log (at_ms);
