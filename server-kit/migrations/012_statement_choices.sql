-- What the owner chose when importing bank statements, remembered for the next file:
--  - per account number: whether its lines are imported, and for a card account whether its
--    detailed lines or the current account's monthly card totals are kept (never both);
--  - per bank profile (a CSV's header signature, « qif bank »…): the order of its numeric dates
--    when the file itself cannot tell (no day above 12).

-- An account of a statement file (section comptesReleves), by its number as the file writes it.
CREATE TABLE statement_accounts (
  id          INTEGER PRIMARY KEY,
  number      TEXT NOT NULL UNIQUE CHECK (number <> ''),
  imported    INTEGER NOT NULL CHECK (imported IN (0, 1)),
  card_choice TEXT CHECK (card_choice IN ('detail', 'totaux'))
);

-- The date order of a bank profile (section datesReleves): jma (jour/mois) or mja (mois/jour).
CREATE TABLE statement_date_orders (
  id         INTEGER PRIMARY KEY,
  signature  TEXT NOT NULL UNIQUE CHECK (signature <> ''),
  date_order TEXT NOT NULL CHECK (date_order IN ('jma', 'mja'))
);

-- The account of each bank line imported (null: imported before accounts were kept, or a file
-- naming none): a line of one account is never taken for the same line of another.
ALTER TABLE statement_lines ADD COLUMN account TEXT CHECK (account IS NULL OR account <> '');
