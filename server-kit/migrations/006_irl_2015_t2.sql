-- IRL 2015 T2: INSEE published 125.25; 004 shipped 125.15 (the 2014 T2 value). Corrected only
-- where the row still holds that shipped value: a value the owner typed or imported himself is
-- his, and a quarter he deleted stays deleted.
UPDATE irl_index SET value = 125.25 WHERE year = 2015 AND quarter = 2 AND value = 125.15;
