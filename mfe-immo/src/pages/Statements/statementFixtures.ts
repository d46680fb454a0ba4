/** Test data of the statements page: dry runs and replies as the api's contract shapes them (checked by its schemas). */
import { statementPreviewSchema, statementRecordSchema, unknownDateOrderSchema, type StatementLine, type StatementPreview, type StatementRecord, type UnknownColumns, type UnknownDateOrder } from 'area-immo/contract';

export const PROPERTY = 'Lyon Croix-Rousse';

export const LINES: StatementLine[] = [
  {
    n: 1,
    date: '2026-03-01',
    libelle: 'VIR LOYER MARTIN',
    montant: 850,
    doublon: false,
    proposition: { section: 'loyers', row: { IM_NOM: PROPERTY, date: '2026-03-01', montant: 850, honoraires: 0, bail_id: 3 }, raison: 'Règle « LOYER MARTIN »' },
  },
  {
    n: 2,
    date: '2026-03-03',
    libelle: 'PRLV EDF FACTURE',
    montant: -62.4,
    doublon: false,
    proposition: { section: 'depenses', row: { COP_DATE: '2026-03-03', COP_LIBELLE: 'PRLV EDF FACTURE', COP_MONT: 62.4, COP_GARAGE: null }, raison: 'Un débit sans règle' },
  },
  {
    n: 3,
    date: '2026-03-05',
    libelle: 'CB TOTAL STATION',
    montant: -70,
    doublon: false,
    proposition: { section: 'voitures', row: { groupe: 'Clio', date: '2026-03-05', montant: 70, libelle: 'CB TOTAL STATION' }, raison: 'Règle « TOTAL »' },
  },
  {
    n: 4,
    date: '2026-03-10',
    libelle: 'ECHEANCE PRET 0042',
    montant: -912.5,
    doublon: false,
    proposition: null,
    alerte: "Échéance d'emprunt de 912,50 € au lieu de 905,00 €",
  },
  { n: 5, date: '2026-02-27', libelle: 'CB BOULANGERIE', montant: -4.2, doublon: true, proposition: null },
];

export const PREVIEW: StatementPreview = statementPreviewSchema.parse({
  format: 'ofx',
  encodage: 'windows-1252',
  lignes: LINES,
  resume: { lignes: 5, doublons: 1, proposees: 3 },
});

/** A statement of `count` lines, each proposed as an expense. */
export function longPreview(count: number): StatementPreview {
  const lignes = Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    date: '2026-01-15',
    libelle: `ACHAT ${i + 1}`,
    montant: -(i + 1),
    doublon: false,
    proposition: { section: 'depenses' as const, row: { COP_DATE: '2026-01-15', COP_LIBELLE: `ACHAT ${i + 1}`, COP_MONT: i + 1, COP_GARAGE: null }, raison: 'Un débit' },
  }));
  return statementPreviewSchema.parse({ format: 'csv', encodage: 'utf-8', lignes, resume: { lignes: count, doublons: 0, proposees: count } });
}

export const RECORD: StatementRecord = statementRecordSchema.parse({
  enregistrees: 3,
  ignorees: 1,
  doublons: 1,
  sansDecision: 0,
  parSection: { loyers: 1, depenses: 1, voitures: 1 },
  message: '3 lignes enregistrées, 1 ignorée, 1 déjà importée.',
});

export const UNKNOWN_COLUMNS: UnknownColumns = {
  error: 'colonnes_inconnues',
  message: 'Colonnes non reconnues : indiquez la colonne de la date, du libellé et du montant (ou du débit et du crédit).',
  entetes: ['Jour', 'Intitulé', 'Sortie', 'Entrée'],
  apercu: [
    ['01/03/2026', 'VIR LOYER MARTIN', '', '850,00'],
    ['03/03/2026', 'PRLV EDF FACTURE', '62,40', ''],
  ],
};

/** LCL's « Money, date US » QIF: no day above 12, two lines read both ways. */
export const UNKNOWN_DATES: UnknownDateOrder = unknownDateOrderSchema.parse({
  error: 'ordre_dates_inconnu',
  message: 'Ordre des dates inconnu : aucun jour au-delà de 12 ne dit si ce fichier écrit jour/mois ou mois/jour.',
  exemples: [
    { ligne: 2, brut: '03/02/26', libelle: 'CB RETRAIT DU 01/03', jma: '2026-02-03', mja: '2026-03-02' },
    { ligne: 19, brut: '03/09/26', libelle: 'CHEQUE 364963', jma: '2026-09-03', mja: '2026-03-09' },
  ],
});

const CURRENT = { numero: '00020118802', type: 'courant', intitule: null, lignes: 4, du: '2026-03-03', au: '2026-04-02', memorise: false } as const;
const CARD = { numero: '5132004412345678', type: 'carte', intitule: null, lignes: 2, du: '2026-03-08', au: '2026-03-15', memorise: false } as const;

/** CIC's OFX: a current account and a card; by default the card is left out. */
export const TWO_ACCOUNTS: StatementPreview = statementPreviewSchema.parse({
  ...PREVIEW,
  comptes: [
    { ...CURRENT, importe: true },
    { ...CARD, importe: false },
  ],
  cartes: null,
});

/** The same with the card ticked: its lines kept, the « RELEVE CARTE » total marked « déjà détaillé »; one line in CHF. */
export const WITH_CARD: StatementPreview = statementPreviewSchema.parse({
  ...PREVIEW,
  lignes: [...LINES, { n: 6, date: '2026-03-14', libelle: 'COOP GENEVE', montant: -38, doublon: false, devise: 'CHF', proposition: { section: 'ignorer', row: null, raison: 'opération en CHF' } }],
  resume: { lignes: 6, doublons: 1, proposees: 4 },
  comptes: [
    { ...CURRENT, importe: true },
    { ...CARD, importe: true },
  ],
  cartes: {
    choix: 'detail',
    carte: { comptes: [CARD.numero], lignes: 2, montant: -137.4 },
    totaux: { lignes: 1, montant: -137.4 },
    explication:
      'On garde les 2 opérations de la carte 5132004412345678 (-137,40 €) ; le total « RELEVE CARTE » du compte courant (-137,40 €) est marqué « déjà détaillé », pour ne pas compter deux fois les mêmes achats.',
  },
});
