-- The address a guest asked for a review from (NULL: asked by an account), so that a
-- guest's reviews under way are bounded per address as an account's are per account,
-- on every instance.
ALTER TABLE reviews ADD COLUMN guest_address TEXT;

CREATE INDEX reviews_by_guest_address ON reviews (guest_address, status);
