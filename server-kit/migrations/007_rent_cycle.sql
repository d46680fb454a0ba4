-- The rent cycle: leases (who owes what, from when, due which day), the owner printed on the
-- documents, a property's address, the lease a payment settles, and each lease's rent revisions.

-- IM_ADRESSE: printed on the quittance and the other documents.
ALTER TABLE properties ADD COLUMN address TEXT;

-- A lease (section baux). rent: monthly rent without charges; charges: the monthly provision;
-- due_day: the day of the month the rent is due (1 to 28); end_date: none while it runs;
-- inspection_matches: the move-out inspection matched the move-in (the deposit's deadline).
CREATE TABLE leases (
  id                 INTEGER PRIMARY KEY,
  property_id        INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  tenant             TEXT    NOT NULL CHECK (tenant <> ''),
  email              TEXT,
  start_date         TEXT    NOT NULL CHECK (date(start_date) IS start_date),
  end_date           TEXT CHECK (date(end_date) IS end_date AND end_date >= start_date),
  rent               REAL    NOT NULL CHECK (rent >= 0),
  charges            REAL    NOT NULL DEFAULT 0 CHECK (charges >= 0),
  deposit            REAL    NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  due_day            INTEGER NOT NULL CHECK (due_day BETWEEN 1 AND 28),
  inspection_matches INTEGER CHECK (inspection_matches IN (0, 1))
);
CREATE INDEX leases_property ON leases (property_id);

-- A lease's rent from a date on (section revisionsBaux): an IRL revision applied, with its history.
CREATE TABLE lease_revisions (
  id        INTEGER PRIMARY KEY,
  lease_id  INTEGER NOT NULL REFERENCES leases (id) ON DELETE CASCADE,
  from_date TEXT    NOT NULL CHECK (date(from_date) IS from_date),
  rent      REAL    NOT NULL CHECK (rent >= 0),
  charges   REAL    NOT NULL CHECK (charges >= 0),
  UNIQUE (lease_id, from_date)
);

-- The owner as printed on the documents (section proprietaire): one row at most.
CREATE TABLE owner_identity (
  id        INTEGER PRIMARY KEY,
  singleton INTEGER NOT NULL DEFAULT 1 UNIQUE CHECK (singleton = 1),
  name      TEXT    NOT NULL CHECK (name <> ''),
  address   TEXT    NOT NULL CHECK (address <> '')
);

-- The lease a payment settles; none: the lease of its property that covers its date.
ALTER TABLE rent_payments ADD COLUMN lease_id INTEGER REFERENCES leases (id) ON DELETE SET NULL;
CREATE INDEX rent_payments_lease ON rent_payments (lease_id);
