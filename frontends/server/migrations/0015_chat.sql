-- Chat: the messages typed in a game, in its two rooms (`players`: the seats';
-- `spectators`: everyone watching). `number` counts a game's messages from 1, in the
-- order they were stored; a writer allocates it under the game row's lock, so two
-- instances never give one number twice. `seat` (from 0) is set on a seat's message,
-- `account_id` on a signed-in writer's; `name` is the writer's account name as shown
-- then (NULL for a guest's seat). Times are milliseconds since the epoch.
CREATE TABLE chat_messages (
    game_id TEXT NOT NULL REFERENCES games (id),
    number BIGINT NOT NULL,
    room TEXT NOT NULL,
    seat BIGINT,
    account_id TEXT REFERENCES accounts (id),
    name TEXT,
    body TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, number)
);
