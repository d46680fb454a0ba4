/**
 * The opvcm area's demo rows: holdings at five banks for three beneficiaries (three listed
 * shares with their ISIN), five bricks and their rents, gold bought and partly sold.
 */
import { cents, dayOf, DEMO_FIRST_YEAR, demoClockOf, demoRng, type DemoClock, type DemoRowsOf } from 'server-kit';
import type { opvcmSections, PlacementType } from '../contract';

type OpvcmRows = Required<DemoRowsOf<typeof opvcmSections>>;

const BENEFICIARIES = ['Pierre', 'Sophie', 'Léa'] as const;
/** [bank, holding, type, beneficiary index] */
const HOLDINGS: Array<[string, string, PlacementType, number]> = [
  ['Crédit Agricole', 'Livret A', 'AUTRE', 0],
  ['Crédit Agricole', 'LDDS', 'AUTRE', 1],
  ['Crédit Agricole', 'Fonds euros Predica', 'ASSV0', 0],
  ['Crédit Agricole', 'Amundi Actions Europe', 'ASSV', 1],
  ['Crédit Agricole', 'Amundi PEA MSCI World', 'PEA', 0],
  ['Crédit Agricole', 'Plan épargne logement', 'AUTRE', 2],
  ['Boursorama', 'TotalEnergies', 'ACT', 0],
  ['Boursorama', 'Air Liquide', 'ACT', 0],
  ['Boursorama', 'LVMH', 'ACT', 1],
  ['Boursorama', 'Lyxor PEA Nasdaq-100', 'PEA', 0],
  ['Boursorama', 'Fonds euros Eurossima', 'ASSV0', 2],
  ['Boursorama', 'Schneider Electric', 'ACT', 1],
  ['BNP Paribas', 'BNP Paribas Easy S&P 500 PEA', 'PEA', 1],
  ['BNP Paribas', 'Fonds euros Cardif', 'ASSV0', 1],
  ['BNP Paribas', 'Sanofi', 'ACT', 0],
  ['BNP Paribas', 'Compte à terme', 'AUTRE', 0],
  ['BNP Paribas', 'Carmignac Patrimoine', 'ASSV', 2],
  ['Linxea', 'Fonds euros Suravenir Rendement', 'ASSV0', 0],
  ['Linxea', 'Comgest Monde', 'ASSV', 0],
  ['Linxea', 'DNCA Évolutif', 'ASSV', 1],
  ['Linxea', 'SCPI Corum Origin', 'AUTRE', 1],
  ['Linxea', 'Fonds euros Netissima', 'ASSV0', 2],
  ['Linxea', 'ETF World Amundi', 'ASSV', 2],
  ["Caisse d'Épargne", 'Livret A', 'AUTRE', 2],
  ["Caisse d'Épargne", 'Fonds euros Nuances Plus', 'ASSV0', 1],
  ["Caisse d'Épargne", 'Mirova Europe Environnement', 'ASSV', 0],
  ["Caisse d'Épargne", 'Natixis Actions PEA', 'PEA', 2],
  ["Caisse d'Épargne", 'Orange', 'ACT', 2],
];

const GROWTH: Record<PlacementType, [number, number]> = {
  AUTRE: [1.0, 1.12],
  ACT: [0.75, 1.9],
  ASSV: [0.9, 1.45],
  ASSV0: [1.02, 1.2],
  PEA: [0.95, 1.8],
};

/**
 * Listed shares with their ISIN and the units held, for the quote service (QUOTES_URL): with
 * it off, they keep their recorded value like the others.
 */
const LISTED: Record<string, { isin: string; parts: number }> = {
  TotalEnergies: { isin: 'FR0000120271', parts: 120 },
  'Air Liquide': { isin: 'FR0000120073', parts: 45 },
  Orange: { isin: 'FR0000133308', parts: 300 },
};

function holdings(clock: DemoClock): OpvcmRows['opvcm'] {
  const rng = demoRng('opvcm');
  return HOLDINGS.map(([bank, name, type, benef]) => {
    const year = rng.int(DEMO_FIRST_YEAR, clock.year - 1);
    const purchase = rng.int(10, 300) * 100;
    const [lo, hi] = GROWTH[type];
    // Drawn in this order (value, then day): the demo stays the same.
    const value = cents(purchase * (lo + rng.next() * (hi - lo)));
    const bought = dayOf(year, rng.int(1, 12), rng.int(1, 28));
    return {
      OP_BQ: bank,
      OP_NOM: name,
      OP_MT_ACHAT: purchase,
      OP_MT_VTE: value,
      OP_TYPE_PLCMT: type,
      OP_BENEF: BENEFICIARIES[benef] as string,
      OP_DATE: bought,
      ...LISTED[name],
      // Recorded the day it was bought: the same demo whatever day it is loaded.
      enregistre_le: bought,
    };
  });
}

const BRICKS = [
  { nom: 'Les Tilleuls Lyon', achat: 2500, from: 2020 },
  { nom: 'Le Clos Bordelais', achat: 1500, from: 2021 },
  { nom: 'Villa Azur Nice', achat: 4000, from: 2021 },
  { nom: 'Entrepôt Roubaix', achat: 1000, from: 2022 },
  { nom: 'Colocation Rennes', achat: 2000, from: 2022 },
] as const;

function bricks(clock: DemoClock): OpvcmRows['bricks'] {
  const rng = demoRng('bricks');
  return BRICKS.map((b) => {
    const loyers: Record<string, number> = {};
    for (let year = b.from; year < clock.year; year++) loyers[`Loyers ${year}`] = cents(b.achat * (0.045 + rng.next() * 0.025));
    loyers['Prime de bienvenue'] = rng.int(1, 5) * 10;
    return { nom: b.nom, achat: b.achat, loyers };
  });
}

/** Gold coins bought, and two of them sold since (a negative row). */
const DEMO_GOLD: OpvcmRows['or'] = [
  { date: '2019-04-12', grammes: 58.06 },
  { date: '2022-02-08', grammes: -11.61 },
];

export function opvcmDemoRows(now: Date): DemoRowsOf<typeof opvcmSections> {
  const clock = demoClockOf(now);
  return { opvcm: holdings(clock), bricks: bricks(clock), or: DEMO_GOLD };
}
