-- What the yearly statement (form 2044) needs beyond rents, taxes and loans: the owner's share
-- of a property, a furnished letting (declared as BIC, not on the 2044), the acquisition costs
-- the net yield divides by, the charges of a property by form line, and the deficits carried
-- from the years before the data starts.

-- IM_QUOTE_PART: the owner's share in percent; NULL = the default (100, or 50 for INDI).
ALTER TABLE properties ADD COLUMN share_percent REAL CHECK (share_percent > 0 AND share_percent <= 100);
-- IM_MEUBLE: 1 for a furnished letting.
ALTER TABLE properties ADD COLUMN furnished INTEGER NOT NULL DEFAULT 0 CHECK (furnished IN (0, 1));
-- IM_FRAIS_ACHAT: notary and agency fees paid on the purchase.
ALTER TABLE properties ADD COLUMN acquisition_costs REAL NOT NULL DEFAULT 0 CHECK (acquisition_costs >= 0);

-- A charge (or, for `subvention`, a receipt) of a property; the category names its 2044 line.
CREATE TABLE property_charges (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  paid_on     TEXT NOT NULL CHECK (date(paid_on) IS paid_on),
  amount      REAL NOT NULL CHECK (amount >= 0),
  category    TEXT NOT NULL CHECK (category IN ('assurance', 'travaux', 'travaux_energie', 'charges_non_recuperees',
                                                 'frais_gestion', 'provisions_copro', 'regularisation_copro', 'subvention')),
  label       TEXT
);
CREATE INDEX property_charges_property_date ON property_charges (property_id, paid_on);
CREATE INDEX property_charges_date ON property_charges (paid_on);

-- A rental deficit of a year before the data starts, still to carry forward (10 years).
CREATE TABLE prior_deficits (
  id     INTEGER PRIMARY KEY,
  year   INTEGER NOT NULL UNIQUE,
  amount REAL    NOT NULL CHECK (amount >= 0)
);
