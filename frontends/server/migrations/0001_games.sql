-- Games, their seats and every action, in SQL that SQLite and PostgreSQL both read.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    players TEXT NOT NULL,
    status TEXT NOT NULL,
    ply BIGINT NOT NULL,
    result TEXT,
    created_at BIGINT NOT NULL
);

CREATE INDEX games_by_status ON games (status, created_at);

CREATE TABLE seats (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    token_hash TEXT NOT NULL,
    taken BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
