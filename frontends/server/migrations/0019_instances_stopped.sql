-- When an instance stopped cleanly (milliseconds since the epoch; NULL while it runs
-- or if it crashed): `cubist restore` refuses while an instance is stamped alive
-- recently, unless it marked itself stopped.
ALTER TABLE instances ADD COLUMN stopped_at BIGINT;
