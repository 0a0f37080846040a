-- E-mail, when the site sends it (`cubist serve --smtp`): an account's address, one
-- at most, which resets a forgotten password by mail once it is verified.
--
-- `check_hash` is the SHA-256 of the token in the link that verifies the address
-- (NULL once used), working until `check_expires` (ms since the epoch). `checked_at`
-- and `reset_at` are when a verification mail and a reset mail last went to the
-- account, so that no one can have the site send it mail after mail.
CREATE TABLE account_emails (
    account_id TEXT PRIMARY KEY REFERENCES accounts (id),
    address TEXT NOT NULL,
    verified_at BIGINT,
    check_hash TEXT,
    check_expires BIGINT,
    checked_at BIGINT NOT NULL,
    reset_at BIGINT NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX account_emails_by_check ON account_emails (check_hash);
