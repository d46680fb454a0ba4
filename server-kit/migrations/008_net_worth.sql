-- Net worth over time: what each property was estimated at, the ISIN and units of a holding,
-- the gold the owner holds, and the last known market price of each ISIN.

-- A property's value on a day (section estimations).
CREATE TABLE property_estimates (
  id           INTEGER PRIMARY KEY,
  property_id  INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  estimated_on TEXT    NOT NULL CHECK (date(estimated_on) IS estimated_on),
  value        REAL    NOT NULL CHECK (value >= 0),
  source       TEXT,
  UNIQUE (property_id, estimated_on)
);

-- A holding's ISIN (quoted by QUOTES_URL) and how many units it holds.
ALTER TABLE placements ADD COLUMN isin TEXT;
ALTER TABLE placements ADD COLUMN units REAL CHECK (units > 0);

-- Gold bought (grams > 0) or sold (grams < 0) on a day (section or).
CREATE TABLE gold_holdings (
  id      INTEGER PRIMARY KEY,
  held_on TEXT NOT NULL CHECK (date(held_on) IS held_on),
  grams   REAL NOT NULL CHECK (grams <> 0)
);

-- The prices the quote service gave, one per ISIN and day: the last one is served when the
-- service fails, and the net worth values a month at the last price dated on or before its end.
CREATE TABLE quotes (
  isin       TEXT NOT NULL,
  price_date TEXT NOT NULL CHECK (date(price_date) IS price_date),
  price      REAL NOT NULL CHECK (price > 0),          -- euros per unit
  fetched_at TEXT NOT NULL,                            -- ISO 8601: when the api read it
  PRIMARY KEY (isin, price_date)
);
