-- The lease is the one source of a rent: its IRL quarter (section baux, trimestre_irl), the one
-- its revision clause names (loi du 6 juillet 1989, art. 17-1). NULL: the quarter of the latest
-- index published at the lease's start, worked out when read (earnings/rentRevision.ts).
ALTER TABLE leases ADD COLUMN irl_quarter INTEGER CHECK (irl_quarter BETWEEN 1 AND 4);

-- A running lease takes the quarter the owner recorded on its property (IM_TRIM_IRL). A property
-- with a lease date (IM_DATE_BAIL) and no lease gets none invented: its sheet says « Aucun bail ».
UPDATE leases SET irl_quarter = (SELECT p.irl_quarter FROM properties p WHERE p.id = leases.property_id)
WHERE end_date IS NULL;
