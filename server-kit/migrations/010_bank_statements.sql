-- Bank statements (POST /api/releves): the owner's rules, the bank lines already imported
-- (recorded or ignored: a second import of the same file skips them) and the columns named
-- for each CSV shape.

-- A rule (section regles): a label holding `pattern` (text or /regex/), its amount without sign
-- within [amount_min, amount_max], goes to `target`. Applied in id order, first match wins.
-- A rule follows its property (renamed with it, deleted with it) and loses its lease when the
-- lease is deleted (the data api records that unlinking in the journal).
CREATE TABLE statement_rules (
  id          INTEGER PRIMARY KEY,
  pattern     TEXT NOT NULL CHECK (pattern <> ''),
  amount_min  REAL CHECK (amount_min >= 0),
  amount_max  REAL CHECK (amount_max >= 0),
  target      TEXT NOT NULL CHECK (target IN ('loyers', 'depenses', 'voitures', 'chargesBiens', 'ignorer')),
  property_id INTEGER REFERENCES properties (id) ON DELETE CASCADE,
  lease_id    INTEGER REFERENCES leases (id) ON DELETE SET NULL,
  category    TEXT,
  group_label TEXT
);
CREATE INDEX statement_rules_property ON statement_rules (property_id);
CREATE INDEX statement_rules_lease ON statement_rules (lease_id);

-- A bank line imported (section lignesReleves), signed as the bank writes it, and where it went.
CREATE TABLE statement_lines (
  id        INTEGER PRIMARY KEY,
  booked_on TEXT NOT NULL CHECK (date(booked_on) IS booked_on),
  amount    REAL NOT NULL,
  label     TEXT NOT NULL,
  fitid     TEXT,
  target    TEXT NOT NULL CHECK (target IN ('loyers', 'depenses', 'voitures', 'chargesBiens', 'ignorer'))
);
CREATE INDEX statement_lines_date ON statement_lines (booked_on);
CREATE INDEX statement_lines_fitid ON statement_lines (fitid) WHERE fitid IS NOT NULL;

-- The columns of a CSV shape (section profilsReleves), keyed by the reader's header signature.
CREATE TABLE statement_profiles (
  id            INTEGER PRIMARY KEY,
  signature     TEXT NOT NULL UNIQUE CHECK (signature <> ''),
  date_column   TEXT NOT NULL,
  label_column  TEXT NOT NULL,
  amount_column TEXT,
  debit_column  TEXT,
  credit_column TEXT
);
