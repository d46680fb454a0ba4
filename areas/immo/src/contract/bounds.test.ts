/** The write schemas' bounds: each figure at its limit is taken, just beyond it is refused with the field named. */
import { rowChecks } from 'shared-kernel/testing';
import { immoSections } from './sections';

type SectionName = keyof typeof immoSections;

const property = {
  IM_NOM: 'Studio Nantes',
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 80000,
  IM_FIN_PRET: '2031-05-01',
  IM_MT_LOYER: 700,
  // 0 here, so that a rent of 0 is valid: the fee's own bound is tested below.
  IM_AGENCE: 0,
  IM_DATE_ACHAT: '2011-05-01',
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PA: 98000,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 720,
};
const loan = { nom: 'Prêt', capital: 100000, taux: 1.85, duree_mois: 240, debut: '2024-01-01' };

/** Valid rows of each section, to change one field of. */
const VALID: Record<SectionName, Record<string, unknown>> = {
  immos: property,
  proprietaire: { nom: 'Jean Martin', adresse: '9 chemin de Vassieux, 69300 Caluire-et-Cuire' },
  fiscalite: { tmi: 30, regime_foncier: null, regime_meuble: null },
  baux: {
    IM_NOM: 'Studio Nantes',
    locataire: 'Camille Dubois',
    email: 'camille.dubois@exemple.fr',
    debut: '2024-01-01',
    fin: null,
    loyer_hc: 640,
    charges: 60,
    depot_garantie: 640,
    jour_echeance: 5,
  },
  revisionsBaux: { bail_id: 1, date: '2025-01-01', loyer_hc: 655, charges: 60 },
  loyers: { IM_NOM: 'Studio Nantes', date: '2024-01-05', montant: 700, honoraires: 49, bail_id: 1 },
  emprunts: loan,
  taxesFoncieres: { IM_NOM: 'Studio Nantes', annee: 2024, montant: 900, teom: 0 },
  chargesBiens: { IM_NOM: 'Studio Nantes', date: '2024-01-15', montant: 180, categorie: 'assurance', libelle: null },
  estimations: { IM_NOM: 'Studio Nantes', date: '2024-09-10', valeur: 125000, source: 'Notaire' },
  deficitsFonciers: { annee: 2014, montant: 3200 },
  irl: { annee: 2024, trimestre: 1, valeur: 143.46 },
  voitures: { groupe: 'Assurance', date: '2024-01-05', montant: 80, libelle: null },
  depenses: { COP_DATE: '2024-01-05', COP_LIBELLE: 'Perceuse', COP_MONT: 89.9, COP_GARAGE: null },
  regles: { motif: 'MAIF', montant_min: null, montant_max: null, section: 'chargesBiens', IM_NOM: 'Studio Nantes', categorie: 'assurance' },
  lignesReleves: { date: '2024-01-05', montant: -45.5, libelle: 'CB STATION TOTAL', fitid: null, section: 'voitures' },
  profilsReleves: { signature: 'date;libelle;montant', date: 'Date', libelle: 'Libellé', montant: 'Montant' },
  comptesReleves: { numero: 'FR7630004000010001234567800', importe: 1, cartes: null },
  datesReleves: { signature: 'qif bank', ordre: 'mja' },
  suiviAFaire: { element: 'revision_irl:1:2025-12-22', etat: 'reporte', jusqu_au: '2026-12-15', motif: null, le: '2026-12-01' },
};

const { check, refusal, sectionNames } = rowChecks(immoSections, VALID);

test('the valid rows are valid', () => {
  for (const section of sectionNames) expect({ section, ok: check(section, {}).ok }).toEqual({ section, ok: true });
});

describe('amounts that cannot be negative', () => {
  const FIELDS: Array<[SectionName, string]> = [
    ['immos', 'IM_PRET_MT'],
    ['immos', 'IM_MT_LOYER'],
    ['immos', 'IM_AGENCE'],
    ['immos', 'IM_PA'],
    ['immos', 'IM_PX_VTE'],
    ['immos', 'loyerTheo'],
    ['immos', 'LOYER_MOIS'],
    ['loyers', 'montant'],
    ['loyers', 'honoraires'],
    ['emprunts', 'capital'],
    ['emprunts', 'assurance_mensuelle'],
    ['taxesFoncieres', 'montant'],
    ['taxesFoncieres', 'teom'],
    ['immos', 'IM_FRAIS_ACHAT'],
    ['estimations', 'valeur'],
    ['chargesBiens', 'montant'],
    ['deficitsFonciers', 'montant'],
    ['baux', 'loyer_hc'],
    ['baux', 'charges'],
    ['baux', 'depot_garantie'],
    ['revisionsBaux', 'loyer_hc'],
    ['revisionsBaux', 'charges'],
  ];
  test.each(FIELDS)('%s.%s: 0 and 1 000 000 000 € taken; -0.01 and 1 000 000 000.01 € refused', (section, field) => {
    // The agency fee is bounded by the rent (by the payment on a payment), and the TEOM by the
    // tax: raise them too at the top, lower the fee at the bottom.
    const top = section === 'immos' ? { IM_MT_LOYER: 1e9 } : section === 'taxesFoncieres' || section === 'loyers' ? { montant: 1e9 } : {};
    const bottom = section === 'loyers' ? { honoraires: 0 } : {};
    expect(refusal(section, { ...bottom, [field]: 0 })).toBe('accepté');
    expect(refusal(section, { ...top, [field]: 1e9 })).toBe('accepté');
    expect(refusal(section, { [field]: -0.01 })).toBe(`champ « ${field} » : montant positif ou nul attendu`);
    expect(refusal(section, { [field]: '1000000000.01' })).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
    expect(refusal(section, { [field]: 1e308 })).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
  });
});

describe('amounts where a negative value means something', () => {
  const FIELDS: Array<[SectionName, string, (v: number) => Record<string, unknown>]> = [
    ['depenses', 'COP_MONT', (v) => ({ COP_MONT: v })],
    ['voitures', 'montant', (v) => ({ montant: v })],
  ];
  test.each(FIELDS)('%s %s: a refund (-12.5) and ±1e9 taken, beyond refused', (section, field, row) => {
    expect(refusal(section, row(-12.5))).toBe('accepté');
    expect(refusal(section, row(-1e9))).toBe('accepté');
    expect(refusal(section, row(1e9))).toBe('accepté');
    expect(refusal(section, row(-1e9 - 1))).toBe(`champ « ${field} » : montant trop grand en valeur absolue (1 000 000 000 € au plus)`);
    expect(refusal(section, row(1e9 + 1))).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
    expect(refusal(section, row(1e308))).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
  });

  test('the refund keeps its sign', () => {
    expect(check('depenses', { COP_MONT: '-12.50' })).toMatchObject({ ok: true, row: { COP_MONT: -12.5 } });
  });
});

describe('rates', () => {
  test.each(['taux', 'assurance_taux'])('emprunts.%s: 0 and 30 % taken, -0.01 and 30.01 % refused', (field) => {
    expect(refusal('emprunts', { [field]: 0 })).toBe('accepté');
    expect(refusal('emprunts', { [field]: 30 })).toBe('accepté');
    expect(refusal('emprunts', { [field]: -0.01 })).toBe(`champ « ${field} » : taux attendu entre 0 et 30 %`);
    expect(refusal('emprunts', { [field]: 30.01 })).toBe(`champ « ${field} » : taux attendu entre 0 et 30 %`);
    expect(refusal('emprunts', { [field]: 500 })).toBe(`champ « ${field} » : taux attendu entre 0 et 30 %`);
  });

  test('the IRL: positive, at most 10 000', () => {
    expect(refusal('irl', { valeur: 10_000 })).toBe('accepté');
    expect(refusal('irl', { valeur: 10_000.01 })).toBe('champ « valeur » : indice trop grand (10 000 au plus)');
    expect(refusal('irl', { valeur: 0 })).toBe('champ « valeur » : indice positif attendu (ex. 145.17)');
  });
});

describe('a property', () => {
  test('the owner\'s share: above 0, at most 100 %; none is the default', () => {
    const refused = 'champ « IM_QUOTE_PART » : quote-part attendue en % : plus de 0, 100 au plus';
    expect(refusal('immos', { IM_QUOTE_PART: 100 })).toBe('accepté');
    expect(refusal('immos', { IM_QUOTE_PART: 0.01 })).toBe('accepté');
    expect(refusal('immos', { IM_QUOTE_PART: null })).toBe('accepté');
    expect(refusal('immos', { IM_QUOTE_PART: 0 })).toBe(refused);
    expect(refusal('immos', { IM_QUOTE_PART: 100.01 })).toBe(refused);
    expect(refusal('immos', { IM_QUOTE_PART: -50 })).toBe(refused);
  });

  test('a furnished letting is a flag, 0 when not said', () => {
    expect(check('immos', {})).toMatchObject({ ok: true, row: { IM_MEUBLE: 0, IM_FRAIS_ACHAT: 0 } });
    expect(refusal('immos', { IM_MEUBLE: 2 })).toBe('champ « IM_MEUBLE » : indicateur attendu : 0 ou 1 (ou true / false)');
  });

  test('a charge names its line of form 2044: an unknown category is refused', () => {
    expect(refusal('chargesBiens', { categorie: 'travaux_energie' })).toBe('accepté');
    expect(refusal('chargesBiens', { categorie: 'loyer' })).toMatch(/^champ « categorie » : /);
  });

  test('agency fees up to the rent taken, above refused at IM_AGENCE', () => {
    expect(refusal('immos', { IM_MT_LOYER: 700, IM_AGENCE: 700 })).toBe('accepté');
    expect(refusal('immos', { IM_MT_LOYER: 0, IM_AGENCE: 0 })).toBe('accepté');
    const refused = "champ « IM_AGENCE » : les honoraires d'agence ne peuvent pas dépasser le loyer";
    expect(refusal('immos', { IM_MT_LOYER: 700, IM_AGENCE: 5000 })).toBe(refused);
    expect(refusal('immos', { IM_MT_LOYER: 700, IM_AGENCE: 700.01 })).toBe(refused);
    expect(refusal('immos', { IM_MT_LOYER: 0, IM_AGENCE: 1 })).toBe(refused);
  });

  test('a sale on or after the purchase taken, before refused at IM_DATE_VTE', () => {
    const sold = { IM_VENDU: 1, IM_PX_VTE: 120000 };
    expect(refusal('immos', { ...sold, IM_DATE_VTE: '2011-05-01' })).toBe('accepté');
    expect(refusal('immos', { ...sold, IM_DATE_VTE: '2020-06-30' })).toBe('accepté');
    // A date not known on either side: nothing to compare.
    expect(refusal('immos', { ...sold, IM_DATE_ACHAT: null, IM_DATE_VTE: '2001-01-01' })).toBe('accepté');
    expect(refusal('immos', { ...sold, IM_DATE_VTE: '2011-04-30' })).toBe("champ « IM_DATE_VTE » : la vente ne peut pas précéder l'achat");
    expect(refusal('immos', { ...sold, IM_DATE_VTE: '2011-04-30T23:00:00.000Z' })).toBe("champ « IM_DATE_VTE » : la vente ne peut pas précéder l'achat");
  });
});

describe('a lease', () => {
  test('its due day runs from 1 to 28: 0 and 29 refused', () => {
    const refused = "champ « jour_echeance » : jour d'échéance attendu : de 1 à 28";
    expect(refusal('baux', { jour_echeance: 1 })).toBe('accepté');
    expect(refusal('baux', { jour_echeance: 28 })).toBe('accepté');
    expect(refusal('baux', { jour_echeance: 0 })).toBe(refused);
    expect(refusal('baux', { jour_echeance: 29 })).toBe(refused);
    expect(refusal('baux', { jour_echeance: 5.5 })).toMatch(/^champ « jour_echeance » : /);
  });

  test('its end on or after its start; before refused at fin', () => {
    expect(refusal('baux', { fin: '2024-01-01' })).toBe('accepté');
    expect(refusal('baux', { fin: '2026-06-30' })).toBe('accepté');
    expect(refusal('baux', { fin: '2023-12-31' })).toBe('champ « fin » : la fin du bail ne peut pas précéder son début');
  });

  test('an e-mail address, or none', () => {
    expect(refusal('baux', { email: null })).toBe('accepté');
    expect(check('baux', { email: undefined })).toMatchObject({ ok: true });
    for (const bad of ['camille', 'camille@', 'camille@exemple', 'ca mille@exemple.fr', '<a@b.fr>']) {
      expect(refusal('baux', { email: bad })).toBe('champ « email » : adresse e-mail attendue (ex. nom@exemple.fr)');
    }
  });

  test('a tenant is named; a payment and a revision name their lease by its id', () => {
    expect(refusal('baux', { locataire: '' })).toMatch(/^champ « locataire » : /);
    expect(refusal('loyers', { bail_id: null })).toBe('accepté');
    expect(refusal('loyers', { bail_id: 0 })).toMatch(/^champ « bail_id » : /);
    expect(refusal('revisionsBaux', { bail_id: null })).toMatch(/^champ « bail_id » : /);
    expect(refusal('proprietaire', { adresse: '' })).toMatch(/^champ « adresse » : /);
  });
});

describe('dates: 1900-01-01 to 2200-12-31, in every section', () => {
  const OUT = 'date attendue entre 1900 et 2200';

  test('the field is named', () => {
    expect(refusal('depenses', { COP_DATE: '2924-05-02' })).toBe(`champ « COP_DATE » : ${OUT}`);
    expect(refusal('immos', { IM_DATE_ACHAT: '1066-10-14' })).toBe(`champ « IM_DATE_ACHAT » : ${OUT}`);
    expect(refusal('emprunts', { debut: '2201-01-01' })).toBe(`champ « debut » : ${OUT}`);
  });

  test('a day that does not exist is still told as such', () => {
    expect(refusal('depenses', { COP_DATE: '2023-02-29' })).toBe("champ « COP_DATE » : « 2023-02-29 » n'est pas une date du calendrier");
  });
});

describe('a statement rule', () => {
  test('its motif: a text, or a /regex/ with flags i, m, s, u that compiles', () => {
    expect(refusal('regles', { motif: '/^PRLV .*MAIF/i' })).toBe('accepté');
    expect(refusal('regles', { motif: '/a/' })).toBe('accepté');
    // A slash inside a text is a text.
    expect(refusal('regles', { motif: 'EDF/GDF' })).toBe('accepté');
    expect(refusal('regles', { motif: '/(MAIF/' })).toMatch(/^champ « motif » : expression régulière invalide : /);
    expect(refusal('regles', { motif: '/MAIF/g' })).toBe('champ « motif » : drapeaux permis après le / final : i, m, s, u (reçu : « g »)');
    expect(refusal('regles', { motif: '' })).toMatch(/^champ « motif » : /);
  });

  test('its bounds: positive, the minimum not above the maximum', () => {
    expect(refusal('regles', { montant_min: 10, montant_max: 10 })).toBe('accepté');
    expect(refusal('regles', { montant_min: 20, montant_max: 10 })).toBe('champ « montant_max » : le montant minimum ne peut pas dépasser le maximum');
    expect(refusal('regles', { montant_min: -1 })).toBe('champ « montant_min » : montant positif ou nul attendu');
  });

  test('what each section needs, and nothing it has no use for', () => {
    const bare = { IM_NOM: null, categorie: null };
    expect(refusal('regles', { ...bare, section: 'depenses' })).toBe('accepté');
    expect(refusal('regles', { ...bare, section: 'ignorer' })).toBe('accepté');
    expect(refusal('regles', { ...bare, section: 'loyers', IM_NOM: 'Studio Nantes', bail_id: 1 })).toBe('accepté');
    expect(refusal('regles', { ...bare, section: 'voitures', groupe: 'Renault Zoé' })).toBe('accepté');
    expect(refusal('regles', { ...bare, section: 'loyers' })).toBe('champ « IM_NOM » : champ obligatoire pour une règle vers loyers');
    expect(refusal('regles', { categorie: null })).toBe('champ « categorie » : champ obligatoire pour une règle vers chargesBiens');
    expect(refusal('regles', { ...bare, section: 'voitures' })).toBe('champ « groupe » : champ obligatoire pour une règle vers voitures');
    expect(refusal('regles', { bail_id: 1 })).toBe('champ « bail_id » : sans objet pour une règle vers chargesBiens');
    expect(refusal('regles', { section: 'depenses', categorie: null })).toBe('champ « IM_NOM » : sans objet pour une règle vers depenses');
    expect(refusal('regles', { section: 'ignorer' })).toMatch(/^champ « IM_NOM » : sans objet/);
  });

  test('an imported line is signed; a CSV profile names a column of the amount', () => {
    expect(refusal('lignesReleves', { montant: 750, section: 'loyers' })).toBe('accepté');
    expect(refusal('lignesReleves', { section: 'autre' })).toMatch(/^champ « section » : /);
    expect(refusal('profilsReleves', { montant: null, debit: 'Débit', credit: 'Crédit' })).toBe('accepté');
    expect(refusal('profilsReleves', { montant: null })).toBe('champ « montant » : la colonne du montant, ou celles du débit et du crédit, sont attendues');
  });
});

describe('the decisions on « À faire »', () => {
  test('a put-off item has its day, a dismissed one its reason', () => {
    expect(refusal('suiviAFaire', { jusqu_au: null })).toMatch(/^champ « jusqu_au » : un report a une date/);
    expect(refusal('suiviAFaire', { etat: 'ecarte', jusqu_au: null, motif: ' ' })).toMatch(/^champ « motif » : un élément écarté a un motif/);
    expect(check('suiviAFaire', { etat: 'ecarte', jusqu_au: null, motif: 'Locataire parti' }).ok).toBe(true);
    expect(check('suiviAFaire', { etat: 'fait', jusqu_au: null }).ok).toBe(true);
  });
});
