-- What each property earns: loan insurance and the property a loan finances, the TEOM part
-- of the taxe foncière, the lease date and IRL quarter of a let property, and the INSEE IRL
-- series the rent revision reads.

-- Borrower's insurance: a monthly amount or a yearly rate of the initial capital (not both:
-- the write schema refuses it). property_id: the property it finances; NULL means the
-- property of the loan's own name (how loans were linked until now).
ALTER TABLE loans ADD COLUMN insurance_monthly REAL CHECK (insurance_monthly >= 0);
ALTER TABLE loans ADD COLUMN insurance_rate REAL CHECK (insurance_rate >= 0);
ALTER TABLE loans ADD COLUMN property_id INTEGER REFERENCES properties (id) ON DELETE SET NULL;
CREATE INDEX loans_property ON loans (property_id);

-- Taxe d'enlèvement des ordures ménagères: the part of `amount` the tenant owes back.
ALTER TABLE property_taxes ADD COLUMN teom REAL NOT NULL DEFAULT 0 CHECK (teom >= 0 AND teom <= amount);

-- Lease start (the rent may be revised at each anniversary) and the lease's IRL quarter.
ALTER TABLE properties ADD COLUMN lease_date TEXT CHECK (date(lease_date) IS lease_date);
ALTER TABLE properties ADD COLUMN irl_quarter INTEGER CHECK (irl_quarter BETWEEN 1 AND 4);

-- Indice de référence des loyers (INSEE, base 100 = T4 1998), one value per quarter.
CREATE TABLE irl_index (
  id      INTEGER PRIMARY KEY,
  year    INTEGER NOT NULL,
  quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
  value   REAL    NOT NULL CHECK (value > 0),
  UNIQUE (year, quarter)
);

-- The series as published from 2015 T1 to 2025 T3; later quarters are imported by the owner
-- (section irl) as INSEE publishes them.
INSERT INTO irl_index (year, quarter, value) VALUES
  (2015, 1, 125.19), (2015, 2, 125.15), (2015, 3, 125.26), (2015, 4, 125.28),
  (2016, 1, 125.26), (2016, 2, 125.25), (2016, 3, 125.33), (2016, 4, 125.50),
  (2017, 1, 125.90), (2017, 2, 126.19), (2017, 3, 126.46), (2017, 4, 126.82),
  (2018, 1, 127.22), (2018, 2, 127.77), (2018, 3, 128.45), (2018, 4, 129.03),
  (2019, 1, 129.38), (2019, 2, 129.72), (2019, 3, 129.99), (2019, 4, 130.26),
  (2020, 1, 130.57), (2020, 2, 130.57), (2020, 3, 130.59), (2020, 4, 130.52),
  (2021, 1, 130.69), (2021, 2, 131.12), (2021, 3, 131.67), (2021, 4, 132.62),
  (2022, 1, 133.93), (2022, 2, 135.84), (2022, 3, 136.27), (2022, 4, 137.26),
  (2023, 1, 138.61), (2023, 2, 140.59), (2023, 3, 141.03), (2023, 4, 142.06),
  (2024, 1, 143.46), (2024, 2, 145.17), (2024, 3, 144.51), (2024, 4, 144.64),
  (2025, 1, 145.47), (2025, 2, 146.68), (2025, 3, 145.77);
