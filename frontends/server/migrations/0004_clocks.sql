-- Timed games: the time control, when the running clocks started and when the first
-- of them runs out (milliseconds since the epoch; NULL while no clock runs), and per
-- action the thinking time charged and the time its seat had left after it.
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE games ADD COLUMN turn_started_ms BIGINT;
ALTER TABLE games ADD COLUMN deadline_ms BIGINT;
CREATE INDEX games_by_deadline ON games (deadline_ms);

ALTER TABLE actions ADD COLUMN spent_ms BIGINT;
ALTER TABLE actions ADD COLUMN left_ms BIGINT;

-- Each instance says every second that it is alive: after a restart, the time the
-- server was down is not charged to anyone's clock.
CREATE TABLE instances (
    id TEXT PRIMARY KEY,
    alive_at BIGINT NOT NULL
);
