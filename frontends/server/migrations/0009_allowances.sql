-- Timed games: each seat's network allowance left, stored with the clocks (a JSON
-- array of milliseconds, one per seat; NULL in an untimed game), so that every
-- instance, and the same one after a restart, computes the same deadline.
ALTER TABLE games ADD COLUMN allowances TEXT;
