/**
 * The files of test/fixtures/releves/ (laid out as real bank exports, README there), for this
 * package's tests and for those of the api and the areas that send them through a route.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BANK_FIXTURES_DIR = path.join(__dirname, 'fixtures', 'releves');

/** The bytes of a fixture, by file name (« cic-courant-carte.ofx »). */
export const bankFixture = (name: string): Buffer => fs.readFileSync(path.join(BANK_FIXTURES_DIR, name));
