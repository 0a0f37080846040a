-- Puzzles the served sets no longer hold (a set revised, its weaker puzzles dropped):
-- kept, so the attempts on them and the players' histories stay whole, but served no
-- more. Each start sets it from the sets it loads: 1 for a stored puzzle in none of
-- them, 0 for one in a set again.
ALTER TABLE puzzles ADD COLUMN retired BIGINT NOT NULL DEFAULT 0;
