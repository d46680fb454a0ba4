/**
 * The old site's quirks are read, not refused: a small fake legacy server answers
 * every read with numbers as strings, "0000-00-00" and "" for missing values, null and ""
 * mixed, Latin-1 bytes and Latin-1 text served as UTF-8, HTML entities in labels. A row that
 * still fails its schema is left out and listed (section, key, field, reason); the rest comes over.
 */
import iconv from 'iconv-lite';
import { createTestApi, type TestApi } from './helpers';
import { getData } from './dataHelpers';
import { type FakeSite, fakeSite, legacyReport, sendPayload } from './legacyHelpers';

const NOW = new Date('2026-11-23T10:00:00Z');

/** « Créteil » as UTF-8 bytes read as Latin-1, then sent again as UTF-8: the usual mojibake. */
const mojibake = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const REPLIES: Record<string, unknown> = {
  'immeubles/alldata': {
    immos: [
      { IM_ID: '7', IM_NOM: mojibake('Créteil Centre'), IM_INDIVISION: '0', IM_TYPE_PROP: 'prop', IM_PRET_MT: '150000.00', IM_FIN_PRET: '0000-00-00', IM_MT_LOYER: '750.50', IM_AGENCE: null, IM_DATE_ACHAT: '2016-04-01 00:00:00', IM_DATE_VTE: '', IM_VENDU: '0', IM_PA: '180000', IM_PX_VTE: '', IM_COMMENT: '', loyerTheo: '760', LOYER_MOIS: '750.50' },
      { IM_NOM: 'Saint-&Eacute;tienne &amp; Cie', IM_INDIVISION: null, IM_TYPE_PROP: 'NUE', IM_PRET_MT: '', IM_FIN_PRET: null, IM_MT_LOYER: '0', IM_AGENCE: '0', IM_DATE_ACHAT: '0000-00-00', IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: '90000.00', IM_PX_VTE: null, IM_COMMENT: 'Rez-de-chauss&eacute;e', loyerTheo: '0.00' },
      { IM_NOM: 'Garage', IM_INDIVISION: '0', IM_TYPE_PROP: 'PARKING', IM_PRET_MT: '0', IM_MT_LOYER: '50', IM_AGENCE: '0', IM_VENDU: '0', IM_PA: '10000', loyerTheo: '50' },
    ],
    opvcm: [
      { OP_BQ: 'Cr&eacute;dit Agricole', OP_NOM: 'Livret A', OP_MT_VTE: '1500.00', OP_MT_ACHAT: '1500', OP_TYPE_PLCMT: 'autre', OP_BENEF: 'Moi', OP_DATE: '2019-04-01 00:00:00' },
      { OP_BQ: 'BNP', OP_NOM: 'Sanofi', OP_MT_VTE: '800', OP_MT_ACHAT: '700', OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Moi', OP_DATE: '0000-00-00' },
    ],
  },
  'immeubles/recaployers': { immos: { [mojibake('Créteil Centre')]: { loyerTheo: '765.00' } }, totalLoyerTheorique: '9180', totalLoyerPercus: '750.50', totalHonoraires: '0' },
  'immeubles/tdb': { emprunt: { 'Pr&ecirc;t Cr&eacute;teil': { total: '1000' }, total: { total: '1000' } } },
  'immeubles/opecars': { 'Clio&nbsp;': [{ annee: '2024', montant: '300.50', nbmois: '5' }, { annee: 'Total', montant: '300.50', nbmois: '5' }] },
  'immeubles/opedepenses': [
    { COP_DATE: '2025-03-02', COP_LIBELLE: 'Caf&eacute; &amp; croissant', COP_MONT: '4.20', COP_GARAGE: '', year: '2025' },
    { COP_DATE: '2025-03-03', COP_LIBELLE: null, COP_MONT: '-12', COP_GARAGE: null, year: 2025 },
    { COP_DATE: '0000-00-00', COP_LIBELLE: 'Sans date', COP_MONT: '10', COP_GARAGE: null },
    { COP_DATE: '2025-03-04', COP_LIBELLE: 'Montant illisible', COP_MONT: '12,50', COP_GARAGE: null },
  ],
  'immeubles/graphedf': {
    axeHerm: '[2024,2025]',
    serieHerm: '[{"name":"Herm","data":["1200.5","0"]}]',
    axeFleurs: '[]', serieFleurs: '[]', axeFleursMois: '[]', serieFleursMois: '[]',
  },
  'immeubles/graphTxFonciere/0': { axe_fonciere: "['2024']", serie_fonciere: JSON.stringify([{ name: mojibake('Créteil Centre'), data: ['850.00'] }]) },
  'immeubles/graphTxFonciere/1': { axe_fonciere: '[2024]', serie_fonciere: '[{"name":"Total","data":[850]}]' },
  'immeubles/bricksliste': { bricks: [{ nom: 'Brick &laquo; Lille &raquo;', achat: '1000.00', loyers: { '2024 T1': '12.50' } }], graph: {} },
  'immeubles/recettes': [
    { id: '7', titre: 'Cr&ecirc;pes', note: '4', type: 'Dessert', ingredients: [{ nom: 'farine', poids: 250 }], commentaire: [{ ligne: 'Repos 1 h' }] },
    { id: '8', titre: 'Sans note', note: '9', type: 'salée', ingredients: null, commentaire: null },
  ],
  // The site's own sums: its expenses of 2025 counted 2,70 € (rows the import cannot read included), BNP with two holdings.
  'immeubles/graphDepPerso': { axe_depenses: '[2025]', serie_depenses: '[{"name":"Dépenses","data":["2.70"]}]' },
  'immeubles/oplistebybk': [{ NOM: 'Cr&eacute;dit Agricole', Solde: '1500', nbre: '1', Diff: '0' }, { NOM: 'BNP', Solde: '800', nbre: '2', Diff: '100' }],
  'permis/contenuDossierImage/recettes': [],
  'permis/contenuDossierImage/sport': [],
};

/** restau: Windows-1252 bytes sent as UTF-8 (« Crêperie » with ê as the single byte 0xEA). */
const RESTAU_1252 = iconv.encode(JSON.stringify({ payload: [{ TW_TITRE: 'La Crêperie', TW_TYPE: '', TW_VILLE: 'Rennes', TW_TARIF: null }] }), 'win1252');

let site: FakeSite;
let target: TestApi;
beforeAll(async () => {
  site = await fakeSite((path, res) => {
    const read = path.replace(/^\/index\.php\/api\//, '');
    if (read === 'immeubles/restau') return sendPayload(res, null, RESTAU_1252);
    if (!(read in REPLIES)) {
      res.writeHead(404);
      return res.end();
    }
    sendPayload(res, REPLIES[read]);
  });
});
afterAll(async () => {
  await site.close();
});
beforeEach(async () => {
  target = await createTestApi({ seed: false, now: NOW });
});
afterEach(async () => {
  await target.close();
});

const rows = async (section: string) => (await getData<Array<Record<string, unknown>>>(target.app, `/api/data/${section}`)).map(({ id: _id, ...row }) => row);

test('numbers as strings, empty dates, null and "" mixed, Latin-1 and entities come over cleaned; the rows still refused are listed', async () => {
  const report = await legacyReport(target.app, { adresse: site.url, confirmer: true });
  expect(report.manquantes).toEqual([]);

  // The recap's theoretical rent (765) wins over alldata's (760); « none » (null, "") is 0 for a loan, a fee, a sale price.
  expect(await rows('immos')).toEqual([
    expect.objectContaining({ IM_NOM: 'Créteil Centre', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 150000, IM_FIN_PRET: null, IM_MT_LOYER: 750.5, IM_AGENCE: 0, IM_DATE_ACHAT: '2016-04-01', IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 180000, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 765 }),
    expect.objectContaining({ IM_NOM: 'Saint-Étienne & Cie', IM_TYPE_PROP: 'NUE', IM_PRET_MT: 0, IM_INDIVISION: 0, IM_DATE_ACHAT: null, IM_PA: 90000, IM_PX_VTE: 0, IM_COMMENT: 'Rez-de-chaussée', loyerTheo: 0 }),
  ]);
  // Sanofi's "0000-00-00" is no date: it comes over undated (the report asks for the date).
  expect(await rows('opvcm')).toEqual([
    expect.objectContaining({ OP_BQ: 'Crédit Agricole', OP_NOM: 'Livret A', OP_MT_VTE: 1500, OP_TYPE_PLCMT: 'AUTRE', OP_DATE: '2019-04-01' }),
    expect.objectContaining({ OP_BQ: 'BNP', OP_NOM: 'Sanofi', OP_MT_VTE: 800, OP_MT_ACHAT: 700, OP_TYPE_PLCMT: 'ACT', OP_DATE: null }),
  ]);
  expect(await rows('voitures')).toEqual([{ groupe: 'Clio', date: '2024-01-01', montant: 300.5, libelle: 'Total annuel importé (5 mois)' }]);
  expect(await rows('depenses')).toEqual([
    { COP_DATE: '2025-03-02', COP_LIBELLE: 'Café & croissant', COP_MONT: 4.2, COP_GARAGE: null },
    { COP_DATE: '2025-03-03', COP_LIBELLE: '', COP_MONT: -12, COP_GARAGE: null },
  ]);
  expect(await rows('energie')).toEqual([{ compteur: 'Herm', date: '2024-12-31', kwh: 1200.5 }]);
  expect(await rows('taxesFoncieres')).toEqual([{ IM_NOM: 'Créteil Centre', annee: 2024, montant: 850, teom: 0 }]);
  expect(await rows('bricks')).toEqual([{ nom: 'Brick « Lille »', achat: 1000, loyers: { '2024 T1': 12.5 } }]);
  expect(await rows('restaurants')).toEqual([{ TW_TITRE: 'La Crêperie', TW_TYPE: '', TW_VILLE: 'Rennes', TW_TARIF: '' }]);
  expect(await getData(target.app, '/api/data/recettes')).toEqual([
    { id: 7, titre: 'Crêpes', note: 4, type: 'dessert', ingredients: [{ nom: 'farine', poids: '250' }], commentaire: [{ ligne: 'Repos 1 h' }] },
  ]);

  expect(report.ecartees).toEqual([
    { section: 'immos', cle: 'Garage', champ: 'IM_TYPE_PROP', raison: expect.stringContaining('PROP') },
    { section: 'depenses', cle: 'Sans date 10', champ: 'COP_DATE', raison: 'date attendue au format AAAA-MM-JJ' },
    { section: 'depenses', cle: '2025-03-04 Montant illisible 12,50', champ: 'COP_MONT', raison: 'nombre attendu (ex. 1234.5)' },
    { section: 'recettes', cle: '8 Sans note', champ: 'note', raison: 'note attendue : un entier de 1 à 5' },
  ]);
  // The checks against the site's sums (4,20 − 12 imported in 2025; BNP lists one holding).
  expect(report.remarques).toEqual([
    'Dépenses 2025 : le site en compte 2,70 €, les lignes importées -7,80 €.',
    'Placements chez BNP : le site en compte 2, sa liste en donne 1.',
  ]);
  expect(report.aCompleter[1]!.detail).toContain('(Prêt Créteil)');
  expect(report.aCompleter.at(-1)!.detail).toContain('« BNP Sanofi »');
});
