-- Rematches: each seat's offer to play a finished game again, and, once every human
-- seat has offered, the new game (set once: `rematch_id IS NULL` guards its creation).
CREATE TABLE rematch_offers (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

ALTER TABLE games ADD COLUMN rematch_id TEXT;
