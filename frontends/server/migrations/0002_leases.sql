-- Several instances on one database: which instance moves a game's computer seats.
-- A row exists while the game waits for a computer; `expires_at` (milliseconds since
-- the epoch) is pushed on while its owner thinks, and another instance takes the game
-- over once it has passed.
CREATE TABLE leases (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    owner TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE INDEX leases_by_expiry ON leases (expires_at);
