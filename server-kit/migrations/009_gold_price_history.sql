-- Every gold price the feed gave, the last of each day, so that the net worth values each
-- month's gold at the price known then (as it values holdings at their quotes). gold_price
-- keeps serving /api/or; this table starts with its row.
CREATE TABLE gold_prices (
  day           TEXT PRIMARY KEY,                          -- AAAA-MM-JJ of the price
  eur_per_ounce REAL NOT NULL CHECK (eur_per_ounce > 0)    -- euros per troy ounce
);
INSERT INTO gold_prices (day, eur_per_ounce) SELECT substr(price_date, 1, 10), eur_per_ounce FROM gold_price;
