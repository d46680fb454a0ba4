/**
 * Holdings fixtures (alldata's opvcm, oplistebybk, bricksliste), keyed by the names of
 * opvcmEndpoints. alldata's holdings: every placement type has several lines, at six banks
 * (the card colours wrap), some banks lose money and one fund was bought twice at the same
 * bank; its properties list is the rental-property area's, left empty here. The by-bank list
 * and the bricks graph are computed here from those rows, the way the api computes them in
 * SQL, so the fixtures agree with each other.
 */
import type { Fixtures } from 'shared-kernel/testing';
import type { BankEntry, Brick, BricksListe, Opvcm, Patrimoine, PatrimoineMois } from './schemas';
import { formatAxis, formatSeries } from 'contract-kit/legacyGraph';
import type { opvcmEndpoints } from './endpoints';

const holdings: Opvcm[] = [
  { OP_BQ: 'Crédit Agricole', OP_NOM: 'Predica Multisupport', OP_MT_VTE: 48250.3, OP_MT_ACHAT: 40000, OP_TYPE_PLCMT: 'ASSV', OP_BENEF: 'Pierre' },
  { OP_BQ: 'Crédit Agricole', OP_NOM: 'Fonds euros Predica', OP_MT_VTE: 31020, OP_MT_ACHAT: 30000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Marie' },
  { OP_BQ: 'Boursorama', OP_NOM: 'Amundi MSCI World', OP_MT_VTE: 18640.75, OP_MT_ACHAT: 15000, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Pierre' },
  { OP_BQ: 'Boursorama', OP_NOM: 'TotalEnergies', OP_MT_VTE: 6120, OP_MT_ACHAT: 7000, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Pierre' },
  { OP_BQ: 'La Banque Postale', OP_NOM: 'Livret A', OP_MT_VTE: 22950, OP_MT_ACHAT: 22950, OP_TYPE_PLCMT: 'AUTRE', OP_BENEF: 'Marie' },
];

const moreHoldings: Opvcm[] = [
  { OP_BQ: 'Boursorama', OP_NOM: 'Fonds euros Eurossima', OP_MT_VTE: 25480.12, OP_MT_ACHAT: 24000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Marie' },
  { OP_BQ: 'Boursorama', OP_NOM: 'Air Liquide', OP_MT_VTE: 9875.4, OP_MT_ACHAT: 6200, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Pierre' },
  // A second purchase of the same share at the same bank.
  { OP_BQ: 'Boursorama', OP_NOM: 'TotalEnergies', OP_MT_VTE: 4310.6, OP_MT_ACHAT: 3900, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Marie' },
  { OP_BQ: 'Linxea', OP_NOM: 'Fonds euros Suravenir Rendement', OP_MT_VTE: 12403.45, OP_MT_ACHAT: 12100, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Lucas' },
  { OP_BQ: 'Linxea', OP_NOM: 'Comgest Monde', OP_MT_VTE: 8120, OP_MT_ACHAT: 9000, OP_TYPE_PLCMT: 'ASSV', OP_BENEF: 'Marie' },
  { OP_BQ: 'Linxea', OP_NOM: 'DNCA Évolutif', OP_MT_VTE: 14967.09, OP_MT_ACHAT: 15500, OP_TYPE_PLCMT: 'ASSV', OP_BENEF: 'Lucas' },
  { OP_BQ: 'Crédit Agricole', OP_NOM: 'Amundi PEA MSCI World', OP_MT_VTE: 8777.49, OP_MT_ACHAT: 7900, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Marie' },
  { OP_BQ: 'BNP Paribas', OP_NOM: 'Carmignac Patrimoine', OP_MT_VTE: 19199.23, OP_MT_ACHAT: 15200, OP_TYPE_PLCMT: 'ASSV', OP_BENEF: 'Marie' },
  { OP_BQ: 'BNP Paribas', OP_NOM: 'Fonds euros Cardif', OP_MT_VTE: 15911.14, OP_MT_ACHAT: 15000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Pierre' },
  { OP_BQ: "Caisse d'Épargne", OP_NOM: 'Natixis Actions PEA', OP_MT_VTE: 9791.06, OP_MT_ACHAT: 10600, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Lucas' },
  { OP_BQ: 'La Banque Postale', OP_NOM: 'LDDS', OP_MT_VTE: 12000, OP_MT_ACHAT: 12000, OP_TYPE_PLCMT: 'AUTRE', OP_BENEF: 'Lucas' },
];

const allDataOpvcm = {
  immos: [],
  // Sorted by bank then name, as the api sends them.
  opvcm: [...holdings, ...moreHoldings].sort((a, b) => a.OP_BQ.localeCompare(b.OP_BQ, 'fr') || a.OP_NOM.localeCompare(b.OP_NOM, 'fr')),
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the api's SQL computes: per bank, the sum of sales, the count and the sum of sale − purchase. */
function byBank(ops: readonly Opvcm[]): BankEntry[] {
  const banks = [...new Set(ops.map((o) => o.OP_BQ))].sort((a, b) => a.localeCompare(b, 'fr'));
  return banks.map((NOM) => {
    const mine = ops.filter((o) => o.OP_BQ === NOM);
    return {
      NOM,
      Solde: round2(mine.reduce((s, o) => s + o.OP_MT_VTE, 0)),
      nbre: mine.length,
      Diff: round2(mine.reduce((s, o) => s + o.OP_MT_VTE - o.OP_MT_ACHAT, 0)),
    };
  });
}

const bricks: Brick[] = [
  {
    nom: 'Colocation Rennes',
    achat: 2000,
    loyers: { 'Loyers 2022': 125.06, 'Loyers 2023': 121.33, 'Loyers 2024': 131.72, 'Prime de bienvenue': 50 },
  },
  { nom: 'Entrepôt Roubaix', achat: 1000, loyers: { 'Loyers 2023': 51.44, 'Loyers 2024': 51.93, 'Prime de bienvenue': 30 } },
  {
    nom: 'Les Tilleuls Lyon',
    achat: 2500,
    loyers: { 'Loyers 2021': 152.23, 'Loyers 2022': 143.53, 'Loyers 2023': 121.78, 'Loyers 2024': 171.15 },
  },
  { nom: 'Villa Azur Nice', achat: 4000, loyers: { 'Loyers 2023': 274.05, 'Loyers 2024': 253.33, 'Prime de bienvenue': 10 } },
];

const rentTotal = (b: Brick) => round2(Object.values(b.loyers).reduce((s, v) => s + v, 0));

const bricksListe: BricksListe = {
  bricks,
  graph: {
    axes: formatAxis(bricks.map((b) => `'${b.nom}'`)),
    achat: formatSeries([{ name: 'Achat', data: bricks.map((b) => b.achat) }]),
    loyer: formatSeries([{ name: 'Loyers', data: bricks.map(rentTotal) }]),
  },
};

/**
 * Net worth over 14 month ends, 2024-12 to 2026-01: a property sold in 2025-07 (immobilier
 * drops by its 120 000 €), a loan repaid 1 000 € a month, holdings growing 400 € a month, the
 * bricks flat and 50 g of gold bought in 2025-03. net = assets − emprunts, as the api computes it.
 */
function patrimoineMonth(i: number): PatrimoineMois {
  const month = 11 + i; // months since 2024-01 (0-based): i = 0 is 2024-12
  const mois = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  const immobilier = mois >= '2025-07' ? 310000 : 430000;
  const emprunts = 150000 - 1000 * i;
  const placements = 82000 + 400 * i;
  const bricks = 11000;
  const or = mois >= '2025-03' ? 5600 : 0;
  return { mois, immobilier, emprunts, placements, bricks, or, net: immobilier + placements + bricks + or - emprunts };
}

const patrimoine: Patrimoine = { mois: Array.from({ length: 14 }, (_, i) => patrimoineMonth(i)), non_valorises: [] };

export const opvcmFixtures: Fixtures & Record<keyof typeof opvcmEndpoints, unknown> = {
  allDataOpvcm,
  opListeByBk: byBank(allDataOpvcm.opvcm),
  bricksListe,
  patrimoine,
};
