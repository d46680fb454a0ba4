/**
 * The demo statements served by the api (GET /api/releves/exemples) and what the demo base
 * proposes for them: every rent already recorded, every loan instalment counted by its
 * schedule, the demo rules (MAIF, STATION, the property tax), nothing guessed for the rest;
 * the five formats propose the same; once one is recorded, the others are duplicates.
 */
import { demoStatements } from 'area-immo/testing';
import { createTestApi, type TestApi } from '../helpers';
import { errorOf, getData, request } from '../dataHelpers';
import { NOW, preview, record } from './matchHelpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api.close();
});

const samples = demoStatements(NOW);

test('the list of the demo statements, each downloadable as an attachment', async () => {
  expect(await getData(api.app, '/api/releves/exemples')).toEqual([
    { nom: 'releve-demo.csv', format: 'csv' },
    { nom: 'releve-demo-ofx1.ofx', format: 'ofx' },
    { nom: 'releve-demo-ofx2.ofx', format: 'ofx' },
    { nom: 'releve-demo.qif', format: 'qif' },
    { nom: 'releve-demo-camt053.xml', format: 'camt' },
  ]);
  for (const sample of samples) {
    const res = await request(api.app, 'GET', `/index.php/api/releves/exemples/${sample.nom}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${sample.nom}"`);
    expect(res.rawPayload.equals(sample.bytes)).toBe(true);
  }
  expect(errorOf(await request(api.app, 'GET', '/api/releves/exemples/inconnu.csv'), 404).message).toMatch(/^Relevé d’exemple inconnu/);
});

test('on the demo base: rents already recorded, instalments counted, the rules, nothing guessed', async () => {
  const p = await preview(api.app, samples[0]!.bytes);
  const reasons = p.lignes.map((l) => [l.libelle.replace(/ \d+\/\d+$/, ''), l.proposition?.section ?? null, l.proposition?.raison.replace(/\d{2}\/\d{2}\/\d{4}|n° \d+/, '…') ?? null]);
  const byLabel = (start: string) => reasons.filter(([label]) => String(label).startsWith(start));
  expect(p.resume.doublons).toBe(0);
  expect(byLabel('VIR SEPA').length).toBeGreaterThan(10);
  for (const [, section, raison] of byLabel('VIR SEPA')) expect([section, raison]).toEqual(['ignorer', 'loyer déjà enregistré le …']);
  for (const [label, section, raison] of byLabel('ECHEANCE PRET')) {
    expect([section, raison]).toEqual(['ignorer', expect.stringMatching(/^échéance … du prêt .+ : déjà comptée par l'échéancier$/)]);
    expect(String(raison).toUpperCase()).toContain(String(label).replace('ECHEANCE PRET ', '').slice(0, 8));
  }
  for (const [, section, raison] of byLabel('PRLV SEPA MAIF')) expect([section, raison]).toEqual(['depenses', 'règle … : le libellé contient MAIF → Dépenses']);
  for (const [, section] of byLabel('CB STATION')) expect(section).toBe('voitures');
  // The demo's rule /TAXE FONCI[EÈ]RE/i, in words.
  for (const [, section, raison] of byLabel('PRLV SEPA DGFIP TAXE FONCIERE')) expect([section, raison]).toEqual(['ignorer', 'règle … : le libellé contient TAXE FONCIÈRE → Ignorer']);
  for (const [, section] of [...byLabel('CB CARREFOUR'), ...byLabel('CB BOULANGERIE'), ...byLabel('REMBOURSEMENT')]) expect(section).toBeNull();
  expect(p.lignes.some((l) => l.alerte)).toBe(false);
});

test('the five formats propose the same; once one is recorded, the others are duplicates', async () => {
  const shapes = [];
  for (const sample of samples) {
    const p = await preview(api.app, sample.bytes);
    shapes.push(p.lignes.map((l) => [l.date, l.montant, l.proposition]));
  }
  for (const shape of shapes.slice(1)) expect(shape).toEqual(shapes[0]);

  const [csv, ofx1, ...others] = samples;
  const first = await preview(api.app, ofx1!.bytes);
  const decisions = first.lignes.filter((l) => !l.proposition).map((l) => ({ n: l.n, section: 'ignorer', row: null }));
  expect(await record(api.app, ofx1!.bytes, { decisions })).toMatchObject({ doublons: 0, sansDecision: 0 });
  for (const sample of [csv!, ...others]) {
    expect(await record(api.app, sample.bytes)).toMatchObject({
      enregistrees: 0,
      doublons: first.lignes.length,
      message: `Rien à enregistrer : les ${first.lignes.length} lignes de ce relevé sont déjà importées.`,
    });
  }
});
