-- A tournament's chat (docs/tournaments.md, "Chat"): what signed-in players typed,
-- numbered from 1 in the order stored. `name` is the writer's name when they wrote.
CREATE TABLE tournament_chat (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    number BIGINT NOT NULL,
    account_id TEXT NOT NULL,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, number)
);
