-- Leaving as a part of a game: the event number, what happens to a seat whose
-- player leaves, seat events, and presence.
--
-- `events` counts every change of a game (actions, take-backs, seat events); it only
-- grows, and a seat event is stored only if it is still what the writer saw.
ALTER TABLE games ADD COLUMN events BIGINT NOT NULL DEFAULT 0;
UPDATE games SET events = ply;
-- Milliseconds a seat may be away before it may be claimed; the stand-in (an agent
-- spec, or `out`); whether a claimed seat goes back to its player on return.
ALTER TABLE games ADD COLUMN away_ms BIGINT NOT NULL DEFAULT 60000;
ALTER TABLE games ADD COLUMN stand_in TEXT NOT NULL DEFAULT 'medium';
ALTER TABLE games ADD COLUMN hand_back BIGINT NOT NULL DEFAULT 1;

-- Resignations, draw offers, seats leaving, claimed or coming back, in order: `body`
-- is the event as a record writes it (JSON, record format 1).
CREATE TABLE seat_events (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    ply BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Who holds each seat now: per instance, the sockets open for a seat and when the
-- instance last said so (milliseconds since the epoch). A seat is online while some
-- instance has a socket for it and has said so recently.
CREATE TABLE presence (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    instance TEXT NOT NULL,
    sockets BIGINT NOT NULL,
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat, instance)
);
