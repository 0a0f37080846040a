-- The browsers an account signed in from, each as the SHA-256 of its device cookie's
-- token: a name's failed sign-ins from elsewhere do not slow its owner down on one of
-- them (docs/security.md, "Signing in").
CREATE TABLE sign_in_devices (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    device_hash TEXT NOT NULL,
    last_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, device_hash)
);
