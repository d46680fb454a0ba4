-- The last known gold price (one row, id 1), written at each good answer of the upstream feed
-- (GOLD_PRICE_URL) so that /api/or can still answer, with its date, when the feed fails.
CREATE TABLE gold_price (
  id            INTEGER PRIMARY KEY CHECK (id = 1),
  eur_per_ounce REAL NOT NULL CHECK (eur_per_ounce > 0),   -- euros per troy ounce (31,1034768 g)
  price_date    TEXT NOT NULL,                             -- ISO 8601: when the feed dated the price
  fetched_at    TEXT NOT NULL                              -- ISO 8601: when the api read it
);
