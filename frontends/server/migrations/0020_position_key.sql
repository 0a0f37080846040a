-- The position a running game stands at, as a number (`DynGame::position_key`), in
-- games where the engine may not help (rated, or between people); NULL elsewhere.
-- The analysis board refuses a position a player's running game stands at.
ALTER TABLE games ADD COLUMN position_key BIGINT;

CREATE INDEX games_by_position ON games (position_key);
