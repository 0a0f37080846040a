-- Who may enter a tournament (docs/tournaments.md, "Entry"): a rating of at least
-- `min_rating` and at least `min_rated_games` rated games in the game's pool (NULL:
-- no condition), and, for a private tournament, the entry code, kept as its SHA-256
-- hash. A tournament with a code is not listed.
ALTER TABLE tournaments ADD COLUMN min_rating BIGINT;
ALTER TABLE tournaments ADD COLUMN min_rated_games BIGINT;
ALTER TABLE tournaments ADD COLUMN entry_code TEXT;
