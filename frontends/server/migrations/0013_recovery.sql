-- Getting back into an account without e-mail. Neither secret is stored as given.
--
-- A reset link (`/reset/TOKEN`, made by an operator or moderator): the SHA-256 of its
-- token, the account it is for, when it was made and when it expires (ms since the
-- epoch), and when it was used (NULL until then: a link is used once).
CREATE TABLE reset_links (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);

CREATE INDEX reset_links_by_account ON reset_links (account_id);

-- A player's recovery code: its Argon2id hash (PHC string), one per account at most;
-- the row goes when the code is used.
CREATE TABLE recovery_codes (
    account_id TEXT PRIMARY KEY REFERENCES accounts (id),
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
