/**
 * BNP Paribas' loan account CSV, in its two copies (test/fixtures/releves/, README there): an
 * account line on top (name, number, date, balance) with one field more than the rows, then
 * rows without header « date;;; label;amount ». One copy writes the account's name with HTML
 * entities, encoded once and twice (« Cr&eacute;dit », « Cr&amp;eacute;dit »), between quotes;
 * the other is Latin-1, one row only. In both the « , » of the amounts outnumbers the « ; ».
 */
import { bankFixture } from './fixtures';
import { decodeEntities, shieldEntities } from '../src/entities';
import { readStatement } from '../src/readStatement';

// Days and months are all 12 or less in these rows; the rest of the file says jour/mois (no question).
const read = (name: string) => readStatement(bankFixture(name));

test('the copy with entities: separator « ; », the name decoded twice, every row read', () => {
  const file = read('bnp-pret-immobilier-entites.csv');
  expect(file.format).toBe('csv');
  expect(file.encodage).toBe('utf-8');
  // The account line's 17/04/2025.
  expect(file.ordreDates).toBeNull();
  expect(file.comptes).toEqual([{ numero: '****5678', type: 'autre', intitule: 'Crédit immobilier' }]);
  expect(file.lignes.map((l) => [l.ligne, l.date, l.libelle, l.montant, l.compte])).toEqual([
    [2, '2025-01-05', 'AMORTISSEMENT PRET 5678', 84.12, '****5678'],
    [3, '2025-02-05', 'AMORTISSEMENT PRET 5678', 84.25, '****5678'],
    [4, '2025-03-05', 'AMORTISSEMENT PRET 5678', 84.38, '****5678'],
    [5, '2025-04-05', 'AMORTISSEMENT PRET 5678', 84.51, '****5678'],
  ]);
});

test('the Latin-1 copy: one row under the account line, not cut at the decimal commas', () => {
  const file = read('bnp-pret-immobilier-latin1.csv');
  expect(file.encodage).toBe('windows-1252');
  // Its account line's 03/06/2024 reads both ways: the decimal commas say jour/mois.
  expect(file.ordreDates).toBeNull();
  expect(file.comptes).toEqual([{ numero: '****9012', type: 'autre', intitule: 'Crédit immobilier' }]);
  expect(file.lignes.map((l) => [l.ligne, l.date, l.libelle, l.montant, l.compte])).toEqual([[2, '2024-06-05', 'AMORTISSEMENT PRET 9012', 112.48, '****9012']]);
});

test('entities decoded once or twice, unknown ones left as written', () => {
  expect(decodeEntities('Cr&eacute;dit')).toBe('Crédit');
  expect(decodeEntities('Cr&amp;eacute;dit')).toBe('Crédit');
  expect(decodeEntities('EDF &amp; CO')).toBe('EDF & CO');
  expect(decodeEntities('AT&amp;amp;T')).toBe('AT&T');
  expect(decodeEntities('A &amp;zz; B &zz;')).toBe('A &zz; B &zz;');
  // Shielded, a reference's « ; » no longer splits a row, and reads back the same.
  const shielded = shieldEntities('Cr&amp;eacute;dit;70,93');
  expect(shielded.split(';')).toHaveLength(2);
  expect(decodeEntities(shielded)).toBe('Crédit;70,93');
});
