-- Private games by default: a game's open seats are listed in the lobby only when its
-- creator asked (`listed` 1), and never the creator's own seat (`creator_seat`, from 0:
-- the seat given to the signed-in creator as "me", or else the first human seat).
-- Games created before are private.
ALTER TABLE games ADD COLUMN listed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN creator_seat BIGINT;
