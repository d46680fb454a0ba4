/** The demo's sample statements: five formats, the same lines read back, matching the demo data. */
import { buildDemoDataset } from '../../src/seed/demoDataset';
import { demoStatements } from '../../src/seed/demoStatements';
import { demoBankLines } from '../../src/seed/statements/demoBankLines';
import { readStatement } from 'bank-files';

const NOW = new Date(2025, 2, 20, 9, 0); // 20 March 2025: January and February, then 1 to 20 March
const lines = demoBankLines(NOW);
const files = demoStatements(NOW);
const cents = (euros: number) => Math.round(euros * 100);

test('five files, deterministic for a clock', () => {
  expect(files.map((f) => f.nom)).toEqual(['releve-demo.csv', 'releve-demo-ofx1.ofx', 'releve-demo-ofx2.ofx', 'releve-demo.qif', 'releve-demo-camt053.xml']);
  expect(demoStatements(new Date(NOW))).toEqual(files);
});

test.each([
  ['releve-demo.csv', 'csv', 'windows-1252'],
  ['releve-demo-ofx1.ofx', 'ofx', 'windows-1252'],
  ['releve-demo-ofx2.ofx', 'ofx', 'utf-8'],
  ['releve-demo.qif', 'qif', 'windows-1252'],
  ['releve-demo-camt053.xml', 'camt', 'utf-8'],
])('%s reads back to the same transactions (%s, %s)', (nom, format, encodage) => {
  const file = readStatement(files.find((f) => f.nom === nom)!.bytes);
  expect(file.format).toBe(format);
  expect(file.encodage).toBe(encodage);
  expect(file.lignes.map((l) => [l.date, l.libelle, l.montant])).toEqual(lines.map((l) => [l.date, l.libelle, l.montant]));
  expect(file.lignes.reduce((s, l) => s + cents(l.montant), 0)).toBe(lines.reduce((s, l) => s + cents(l.montant), 0));
  if (format === 'ofx' || format === 'camt') expect(file.lignes.map((l) => l.fitid)).toEqual(lines.map((l) => l.fitid));
});

test('the window: the two full months before the clock’s, and this month to date', () => {
  const dates = lines.map((l) => l.date);
  expect(dates[0]! >= '2025-01-01').toBe(true);
  expect(dates.at(-1)! <= '2025-03-20').toBe(true);
  expect([...dates].sort()).toEqual(dates);
  expect(new Set(dates.map((d) => d.slice(0, 7)))).toEqual(new Set(['2025-01', '2025-02', '2025-03']));
  expect(new Set(lines.map((l) => l.fitid)).size).toBe(lines.length);
});

test('each running lease’s rent at its amount due, naming the tenant, and the one partial rent', () => {
  const data = buildDemoDataset(NOW);
  const rentsOf = (tenant: string) => lines.filter((l) => l.libelle.startsWith(`VIR SEPA ${tenant.toUpperCase()} LOYER`));
  // Lyon Croix-Rousse: 720 € in 2025 (loyer_hc 650 + charges 70 after the 1 January revision), due on the 5th.
  expect(rentsOf('Camille Dubois').map((l) => [l.date.slice(0, 7), l.montant])).toEqual([
    ['2025-01', 720],
    ['2025-02', 720],
    ['2025-03', 720],
  ]);
  for (const l of rentsOf('Camille Dubois')) expect(Math.abs(Number(l.date.slice(8)) - 5)).toBeLessThanOrEqual(3);
  // Montpellier Antigone (lease of 1 February 2022, IRL 4th quarter, charges 90 €), revised each
  // 1 February (loi 89-462, art. 17-1) with INSEE's IRL: 728.36 × 142.06 / 137.26 = 753.83 from
  // February 2024, then 753.83 × 144.64 / 142.06 = 767.52 from February 2025; plus the charges.
  // March is late by more than 5 days (due the 3rd): 300 € came on its due date.
  expect(rentsOf('Sarah Benali').map((l) => [l.date, l.montant])).toEqual([
    [expect.stringMatching(/^2025-01-/), 843.83],
    [expect.stringMatching(/^2025-02-/), 857.52],
    ['2025-03-03', 300],
  ]);
  expect(rentsOf('Sarah Benali')[2]!.libelle).toBe('VIR SEPA SARAH BENALI LOYER MARS');
  // Every lease running over the whole window has its rents, one a month at most (former
  // tenancies, ended before it, have none).
  const running = data.baux!.filter((b) => b.debut <= '2025-01-01' && (!b.fin || b.fin >= '2025-03-20'));
  expect(running.map((b) => b.locataire)).toEqual(expect.arrayContaining(['Camille Dubois', 'Sarah Benali']));
  for (const bail of running) {
    const months = rentsOf(bail.locataire).map((l) => l.date.slice(0, 7));
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(new Set(months).size).toBe(months.length);
  }
});

test('each loan instalment on its due date, the everyday debits and one refund', () => {
  const instalments = lines.filter((l) => l.libelle.startsWith('ECHEANCE PRET '));
  // Six loans running (five named after their property, the Annecy works loan), one instalment each in January.
  expect(instalments.filter((l) => l.date.startsWith('2025-01'))).toHaveLength(6);
  expect(instalments.every((l) => l.montant < 0)).toBe(true);
  expect(lines.filter((l) => l.libelle.includes('STATION TOTAL')).length).toBeGreaterThanOrEqual(5);
  expect(lines.filter((l) => l.libelle === 'PRLV SEPA MAIF ASSURANCE HABITATION')).toHaveLength(3);
  expect(lines.filter((l) => l.libelle.includes('TAXE FONCIERE'))).toHaveLength(3);
  expect(lines.filter((l) => l.montant > 0 && !l.libelle.startsWith('VIR SEPA'))).toEqual([
    expect.objectContaining({ date: '2025-01-18', libelle: 'REMBOURSEMENT CB DÉCATHLON CHAUSSURES' }),
  ]);
});
