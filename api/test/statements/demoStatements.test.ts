/** The demo's sample statements: five formats, the same lines read back, matching the demo data. */
import { buildDemoDataset } from '../../src/seed/demoDataset';
import { demoBankLines, demoStatements } from 'area-immo/testing';
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
  // Six loans running (five named after their property, the Annecy works loan), each paid on the
  // day of the month it started, numbered from the month after its start (Lyon: June 2014, so
  // January 2025 is the 127th of 240). Each amount is the constant instalment of the loan,
  // capital × r / (1 − (1 + r)^−n) with r the yearly rate / 12 and n its months, rounded to the
  // cent, plus its insurance (a monthly amount, or a yearly rate of the capital / 12):
  //  - Bordeaux Chartrons: 220 000 € at 3,95 % over 300 months: 1 155,18 + 220 000 × 0,34 % / 12 (62,33) = 1 217,51;
  //  - Annecy Vieille Ville: 120 000 € at 2,1 % over 240: 612,76 + 24 = 636,76;
  //  - Prêt travaux Annecy: 25 000 € at 2,4 % over 120: 234,54 + 25 000 × 0,25 % / 12 (5,21) = 239,75;
  //  - Lyon Croix-Rousse: 140 000 € at 1,85 % over 240: 698,33 + 28 = 726,33;
  //  - Montpellier Antigone: 189 000 € at 1,1 % over 240: 877,66 + 189 000 × 0,3 % / 12 (47,25) = 924,91;
  //  - Caluire Résidence principale: 300 000 € at 1,35 % over 300: 1 178,78 + 52 = 1 230,78.
  expect(instalments.filter((l) => l.date.startsWith('2025-01')).map((l) => [l.date, l.libelle, l.montant])).toEqual([
    ['2025-01-03', 'ECHEANCE PRET BORDEAUX CHARTRONS 21/300', -1217.51],
    ['2025-01-10', 'ECHEANCE PRET ANNECY VIEILLE VILLE 119/240', -636.76],
    ['2025-01-10', 'ECHEANCE PRET PRÊT TRAVAUX ANNECY 69/120', -239.75],
    ['2025-01-12', 'ECHEANCE PRET LYON CROIX-ROUSSE 127/240', -726.33],
    ['2025-01-18', 'ECHEANCE PRET MONTPELLIER ANTIGONE 38/240', -924.91],
    ['2025-01-20', 'ECHEANCE PRET CALUIRE RÉSIDENCE PRINCIPALE 88/300', -1230.78],
  ]);
  // The same six in February and by the 20th of March, the next number each month.
  expect(instalments.filter((l) => l.date.startsWith('2025-03')).map((l) => [l.date, l.libelle, l.montant])).toEqual([
    ['2025-03-03', 'ECHEANCE PRET BORDEAUX CHARTRONS 23/300', -1217.51],
    ['2025-03-10', 'ECHEANCE PRET ANNECY VIEILLE VILLE 121/240', -636.76],
    ['2025-03-10', 'ECHEANCE PRET PRÊT TRAVAUX ANNECY 71/120', -239.75],
    ['2025-03-12', 'ECHEANCE PRET LYON CROIX-ROUSSE 129/240', -726.33],
    ['2025-03-18', 'ECHEANCE PRET MONTPELLIER ANTIGONE 40/240', -924.91],
    ['2025-03-20', 'ECHEANCE PRET CALUIRE RÉSIDENCE PRINCIPALE 90/300', -1230.78],
  ]);
  expect(instalments).toHaveLength(18);
  expect(lines.filter((l) => l.libelle.includes('STATION TOTAL')).length).toBeGreaterThanOrEqual(5);
  expect(lines.filter((l) => l.libelle === 'PRLV SEPA MAIF ASSURANCE HABITATION')).toHaveLength(3);
  expect(lines.filter((l) => l.libelle.includes('TAXE FONCIERE'))).toHaveLength(3);
  expect(lines.filter((l) => l.montant > 0 && !l.libelle.startsWith('VIR SEPA'))).toEqual([
    expect.objectContaining({ date: '2025-01-18', libelle: 'REMBOURSEMENT CB DÉCATHLON CHAUSSURES' }),
  ]);
});
