-- Who posted a seek, as a hash of the client address (never the address itself):
-- open seeks are counted per address and per account, so that nobody keeps the
-- lobby's list full. NULL for seeks posted before it was kept.
ALTER TABLE seeks ADD COLUMN address_hash TEXT;

CREATE INDEX seeks_by_address ON seeks (address_hash, status);
CREATE INDEX seeks_by_account ON seeks (account_id, status);
