-- Initial schema: one table per entity of the dashboard's data model.
-- Dates are ISO text (YYYY-MM-DD, real calendar days: CHECK (date(x) IS x)); amounts are
-- euros (REAL); flags are 0/1.

-- Rental properties (immo).
CREATE TABLE properties (
  id               INTEGER PRIMARY KEY,
  name             TEXT    NOT NULL UNIQUE,                       -- IM_NOM
  joint_ownership  INTEGER NOT NULL DEFAULT 0 CHECK (joint_ownership IN (0, 1)),  -- IM_INDIVISION
  type             TEXT    NOT NULL CHECK (type IN ('PROP', 'PRINC', 'NUE', 'INDI')), -- IM_TYPE_PROP
  loan_amount      REAL    NOT NULL DEFAULT 0,                    -- IM_PRET_MT
  loan_end_date    TEXT CHECK (date(loan_end_date) IS loan_end_date), -- IM_FIN_PRET
  rent             REAL    NOT NULL DEFAULT 0,                    -- IM_MT_LOYER (current monthly rent)
  agency_fee       REAL    NOT NULL DEFAULT 0,                    -- IM_AGENCE (monthly agency fee)
  purchase_date    TEXT CHECK (date(purchase_date) IS purchase_date), -- IM_DATE_ACHAT
  sale_date        TEXT CHECK (date(sale_date) IS sale_date), -- IM_DATE_VTE
  sold             INTEGER NOT NULL DEFAULT 0 CHECK (sold IN (0, 1)), -- IM_VENDU
  purchase_price   REAL    NOT NULL DEFAULT 0,                    -- IM_PA
  sale_price       REAL    NOT NULL DEFAULT 0,                    -- IM_PX_VTE
  comment          TEXT,                                          -- IM_COMMENT
  theoretical_rent REAL    NOT NULL DEFAULT 0                     -- loyerTheo (monthly)
);
CREATE INDEX properties_sold ON properties (sold);

-- Rent actually received, one row per payment; LOYER_MOIS and the recap totals come from here.
CREATE TABLE rent_payments (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  paid_on     TEXT NOT NULL CHECK (date(paid_on) IS paid_on),
  amount      REAL    NOT NULL,
  agency_fee  REAL    NOT NULL DEFAULT 0
);
CREATE INDEX rent_payments_property_date ON rent_payments (property_id, paid_on);
CREATE INDEX rent_payments_date ON rent_payments (paid_on);

-- Loans: parameters only; the loan table figures are computed as of the request day.
CREATE TABLE loans (
  id              INTEGER PRIMARY KEY,
  name            TEXT    NOT NULL UNIQUE CHECK (name <> 'total'), -- usually the property name
  capital         REAL    NOT NULL CHECK (capital >= 0),
  annual_rate     REAL    NOT NULL CHECK (annual_rate >= 0),     -- percent, e.g. 1.85
  duration_months INTEGER NOT NULL CHECK (duration_months > 0),
  start_date      TEXT NOT NULL CHECK (date(start_date) IS start_date) -- first instalment one month later
);

-- Car expenses, grouped by a label (vehicle name, "Assurance", ...).
CREATE TABLE car_expenses (
  id          INTEGER PRIMARY KEY,
  group_label TEXT NOT NULL,
  spent_on    TEXT NOT NULL CHECK (date(spent_on) IS spent_on),
  amount      REAL NOT NULL,
  label       TEXT
);
CREATE INDEX car_expenses_group_date ON car_expenses (group_label, spent_on);

-- Personal expenses.
CREATE TABLE personal_expenses (
  id       INTEGER PRIMARY KEY,
  spent_on TEXT NOT NULL CHECK (date(spent_on) IS spent_on), -- COP_DATE
  label    TEXT NOT NULL,       -- COP_LIBELLE
  amount   REAL NOT NULL,       -- COP_MONT
  merchant TEXT                 -- COP_GARAGE
);
CREATE INDEX personal_expenses_date ON personal_expenses (spent_on);

-- Investment-fund holdings (opvcm), dated by their purchase.
CREATE TABLE placements (
  id              INTEGER PRIMARY KEY,
  bank            TEXT NOT NULL,                                  -- OP_BQ
  name            TEXT NOT NULL,                                  -- OP_NOM
  sale_amount     REAL NOT NULL DEFAULT 0,                        -- OP_MT_VTE
  purchase_amount REAL NOT NULL DEFAULT 0,                        -- OP_MT_ACHAT
  type            TEXT NOT NULL CHECK (type IN ('AUTRE', 'ACT', 'ASSV', 'ASSV0', 'PEA')), -- OP_TYPE_PLCMT
  beneficiary     TEXT NOT NULL,                                  -- OP_BENEF
  operation_date  TEXT NOT NULL CHECK (date(operation_date) IS operation_date)
);
CREATE INDEX placements_bank ON placements (bank, operation_date);
CREATE INDEX placements_beneficiary ON placements (beneficiary, operation_date);

-- Crowdfunding bricks and the rents each one paid, by label.
CREATE TABLE bricks (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  purchase_amount REAL NOT NULL DEFAULT 0
);
CREATE TABLE brick_rents (
  id       INTEGER PRIMARY KEY,
  brick_id INTEGER NOT NULL REFERENCES bricks (id) ON DELETE CASCADE,
  label    TEXT    NOT NULL,
  amount   REAL    NOT NULL,
  UNIQUE (brick_id, label)
);

-- Energy consumption readings (kWh consumed over the period ending on read_on).
CREATE TABLE energy_readings (
  id      INTEGER PRIMARY KEY,
  meter   TEXT NOT NULL CHECK (meter IN ('Herm', 'Fleurs')),
  read_on TEXT NOT NULL CHECK (date(read_on) IS read_on),
  kwh     REAL NOT NULL,
  UNIQUE (meter, read_on)
);

-- Property tax (taxe foncière) per property and year.
CREATE TABLE property_taxes (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  year        INTEGER NOT NULL,
  amount      REAL    NOT NULL,
  UNIQUE (property_id, year)
);
CREATE INDEX property_taxes_year ON property_taxes (year);

-- Leisure.
CREATE TABLE restaurants (
  id          INTEGER PRIMARY KEY,
  title       TEXT NOT NULL,   -- TW_TITRE
  type        TEXT NOT NULL,   -- TW_TYPE
  city        TEXT NOT NULL,   -- TW_VILLE
  price_range TEXT NOT NULL    -- TW_TARIF
);

CREATE TABLE recipes (
  id    INTEGER PRIMARY KEY CHECK (id > 0),
  title TEXT    NOT NULL,
  note  INTEGER NOT NULL CHECK (note BETWEEN 1 AND 5),
  type  TEXT    NOT NULL CHECK (type IN ('salée', 'dessert', 'pâte'))
);
CREATE TABLE recipe_ingredients (
  id        INTEGER PRIMARY KEY,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  name      TEXT    NOT NULL,
  weight    TEXT    NOT NULL
);
CREATE INDEX recipe_ingredients_recipe ON recipe_ingredients (recipe_id, position);
CREATE TABLE recipe_comments (
  id        INTEGER PRIMARY KEY,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  line      TEXT    NOT NULL
);
CREATE INDEX recipe_comments_recipe ON recipe_comments (recipe_id, position);
