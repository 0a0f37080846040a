-- The language an account reads the site in (`PUT /api/me/language`): a tag such as
-- `fr`; NULL follows the browser (the `lang` cookie, then `Accept-Language`).
ALTER TABLE accounts ADD COLUMN lang TEXT;
