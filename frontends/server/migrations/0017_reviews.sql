-- Reviews of finished games (docs/analysis.md, "Reviews on the server"): one row per
-- game, so one review per game at a time across instances. A row is claimed by an
-- insert, or by an update of a row that failed or whose claim expired: whichever
-- instance's write lands first runs the review, and the others answer its row.
-- `status` is `queued`, `running`, `done` or `failed`; `owner` is the instance that
-- claimed it, and `expires_at` (milliseconds since the epoch) is pushed on while it
-- holds the review, so that another instance may take over a review whose instance
-- stopped. `body` is the finished review (a `cubist_session::review::Review` in JSON,
-- whose `format` field says its version). Times are milliseconds since the epoch.
CREATE TABLE reviews (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    job TEXT NOT NULL,
    status TEXT NOT NULL,
    -- The account that asked (NULL: a guest, by a seat's token).
    account_id TEXT,
    owner TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    -- Actions reviewed, and how many the record has.
    done BIGINT NOT NULL,
    total BIGINT NOT NULL,
    body TEXT,
    error TEXT,
    requested_ms BIGINT NOT NULL,
    finished_ms BIGINT
);

-- An account's reviews under way (the per-account limit).
CREATE INDEX reviews_by_account ON reviews (account_id, status);
