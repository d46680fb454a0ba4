/**
 * The IRL series the migrations ship, quarter by quarter, against INSEE's published values.
 *
 * Source: INSEE, série 001515333 « Indice de référence des loyers (IRL) » (référence 100 au
 * 4e trimestre 1998), as published in its « Informations rapides »:
 *  - 2015 T1 to 2018 T3: n° 267 du 11 octobre 2018 (table of the last quarters);
 *  - 2018 T4 to 2020 T4: the quarterly releases (2018 T4 129,03 on 15 janvier 2019, 2019 T3
 *    129,99, 2019 T4 130,26 on 15 janvier 2020, 2020 T1 130,57 i.e. +0,92 % on 2019 T1 129,38,
 *    2020 T3 130,59 after 2020 T2 130,57 on 15 octobre 2020, 2020 T4 130,52 on 15 janvier
 *    2021); 2019 T2 129,72 as INSEE's series gives it (+1,53 % on 2018 T2);
 *  - 2021 T1 to 2025 T3: n° 254 du 15 octobre 2025 (table of the last quarters).
 * Typed in here, not read from the code under test: a wrong shipped quarter (2015 T2 was
 * 125.15, the 2014 T2 value) fails this test until a migration corrects it (006).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';

const INSEE: Record<number, [number, number, number, number]> = {
  2015: [125.19, 125.25, 125.26, 125.28],
  2016: [125.26, 125.25, 125.33, 125.5],
  2017: [125.9, 126.19, 126.46, 126.82],
  2018: [127.22, 127.77, 128.45, 129.03],
  2019: [129.38, 129.72, 129.99, 130.26],
  2020: [130.57, 130.57, 130.59, 130.52],
  2021: [130.69, 131.12, 131.67, 132.62],
  2022: [133.93, 135.84, 136.27, 137.26],
  2023: [138.61, 140.59, 141.03, 142.06],
  2024: [143.46, 145.17, 144.51, 144.64],
  2025: [145.47, 146.68, 145.77, NaN], // 2025 T4: published after the series was shipped
};

const published = Object.entries(INSEE).flatMap(([year, values]) =>
  values.flatMap((value, i) => (Number.isNaN(value) ? [] : [{ year: Number(year), quarter: i + 1, value }])),
);

const series = (db: Db) =>
  db.prepare<[], { year: number; quarter: number; value: number }>('SELECT year, quarter, value FROM irl_index ORDER BY year, quarter').all();

describe('the shipped IRL series', () => {
  test('on a fresh base, every quarter from 2015 T1 to 2025 T3 is the one INSEE published', () => {
    const db = openDb(':memory:');
    try {
      migrate(db);
      expect(published).toHaveLength(43);
      // One line per quarter, so that a failure names it.
      const label = (r: { year: number; quarter: number; value: number }) => `${r.year} T${r.quarter} ${r.value.toFixed(2)}`;
      expect(series(db).map(label)).toEqual(published.map(label));
    } finally {
      db.close();
    }
  });

  describe('migration 006 (2015 T2) on a base that already ran 004', () => {
    // The migrations before 006, as a base in use had run them (without the areas' own, which
    // come after the api's whole history).
    let before: string;
    beforeAll(() => {
      before = fs.mkdtempSync(path.join(os.tmpdir(), 'irl-migrations-'));
      for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+_/.test(f) && Number(f.split('_')[0]) < 6)) {
        fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      }
    });
    afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

    const t2of2015 = (db: Db) => db.prepare('SELECT value FROM irl_index WHERE year = 2015 AND quarter = 2').pluck().get();

    test('corrects the shipped value 125.15 to 125.25', () => {
      const db = openDb(':memory:');
      try {
        migrate(db, before, []);
        expect(t2of2015(db)).toBe(125.15);
        expect(migrate(db)).toContain('006_irl_2015_t2.sql');
        expect(t2of2015(db)).toBe(125.25);
      } finally {
        db.close();
      }
    });

    test("keeps the owner's own correction, and a quarter he deleted stays deleted", () => {
      const owned = openDb(':memory:');
      const deleted = openDb(':memory:');
      try {
        migrate(owned, before, []);
        owned.prepare('UPDATE irl_index SET value = 125.3 WHERE year = 2015 AND quarter = 2').run();
        migrate(owned);
        expect(t2of2015(owned)).toBe(125.3);

        migrate(deleted, before, []);
        deleted.prepare('DELETE FROM irl_index WHERE year = 2015 AND quarter = 2').run();
        migrate(deleted);
        expect(t2of2015(deleted)).toBeUndefined();
      } finally {
        owned.close();
        deleted.close();
      }
    });
  });
});
