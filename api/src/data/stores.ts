/**
 * The one mapping between the import format and the tables: a store per section (see
 * tableStore.ts), built once per database. The import, the data api, the export, the undo
 * and the demo seed all write through these.
 */
import type { Db } from '../db/open';
import type { SectionName } from './sections';
import { brickRents, recipeParts } from './children';
import { createTableStore, propertyNameColumn, type SectionStore } from './tableStore';

export type Stores = { [K in SectionName]: SectionStore };

const cache = new WeakMap<Db, Stores>();

function createStores(db: Db): Stores {
  const propertyName = propertyNameColumn(db);
  const withProperty = (table: string) => `${table} t JOIN properties p ON p.id = t.property_id`;
  const col = (field: string, column: string) => ({ field, column });
  return {
    immos: createTableStore(db, {
      section: 'immos',
      table: 'properties',
      columns: [
        col('IM_NOM', 'name'),
        col('IM_INDIVISION', 'joint_ownership'),
        col('IM_TYPE_PROP', 'type'),
        col('IM_PRET_MT', 'loan_amount'),
        col('IM_FIN_PRET', 'loan_end_date'),
        col('IM_MT_LOYER', 'rent'),
        col('IM_AGENCE', 'agency_fee'),
        col('IM_DATE_ACHAT', 'purchase_date'),
        col('IM_DATE_VTE', 'sale_date'),
        col('IM_VENDU', 'sold'),
        col('IM_PA', 'purchase_price'),
        col('IM_PX_VTE', 'sale_price'),
        col('IM_COMMENT', 'comment'),
        col('loyerTheo', 'theoretical_rent'),
        col('IM_DATE_BAIL', 'lease_date'),
        col('IM_TRIM_IRL', 'irl_quarter'),
        col('IM_QUOTE_PART', 'share_percent'),
        col('IM_MEUBLE', 'furnished'),
        col('IM_FRAIS_ACHAT', 'acquisition_costs'),
        col('IM_ADRESSE', 'address'),
      ],
    }),
    loyers: createTableStore(db, {
      section: 'loyers',
      table: 'rent_payments',
      from: withProperty('rent_payments'),
      columns: [propertyName, col('date', 'paid_on'), col('montant', 'amount'), col('honoraires', 'agency_fee'), col('bail_id', 'lease_id')],
    }),
    proprietaire: createTableStore(db, {
      section: 'proprietaire',
      table: 'owner_identity',
      columns: [col('nom', 'name'), col('adresse', 'address')],
    }),
    baux: createTableStore(db, {
      section: 'baux',
      table: 'leases',
      from: withProperty('leases'),
      columns: [
        propertyName,
        col('locataire', 'tenant'),
        col('email', 'email'),
        col('debut', 'start_date'),
        col('fin', 'end_date'),
        col('loyer_hc', 'rent'),
        col('charges', 'charges'),
        col('depot_garantie', 'deposit'),
        col('jour_echeance', 'due_day'),
        col('edl_conforme', 'inspection_matches'),
        col('trimestre_irl', 'irl_quarter'),
      ],
    }),
    revisionsBaux: createTableStore(db, {
      section: 'revisionsBaux',
      table: 'lease_revisions',
      columns: [col('bail_id', 'lease_id'), col('date', 'from_date'), col('loyer_hc', 'rent'), col('charges', 'charges')],
    }),
    emprunts: createTableStore(db, {
      section: 'emprunts',
      table: 'loans',
      // LEFT JOIN: a loan without an explicit property (IM_NOM null) is still listed.
      from: 'loans t LEFT JOIN properties p ON p.id = t.property_id',
      columns: [
        col('nom', 'name'),
        col('capital', 'capital'),
        col('taux', 'annual_rate'),
        col('duree_mois', 'duration_months'),
        col('debut', 'start_date'),
        col('assurance_mensuelle', 'insurance_monthly'),
        col('assurance_taux', 'insurance_rate'),
        propertyNameColumn(db, { nullable: true }),
      ],
    }),
    taxesFoncieres: createTableStore(db, {
      section: 'taxesFoncieres',
      table: 'property_taxes',
      from: withProperty('property_taxes'),
      columns: [propertyName, col('annee', 'year'), col('montant', 'amount'), col('teom', 'teom')],
    }),
    chargesBiens: createTableStore(db, {
      section: 'chargesBiens',
      table: 'property_charges',
      from: withProperty('property_charges'),
      columns: [propertyName, col('date', 'paid_on'), col('montant', 'amount'), col('categorie', 'category'), col('libelle', 'label')],
    }),
    estimations: createTableStore(db, {
      section: 'estimations',
      table: 'property_estimates',
      from: withProperty('property_estimates'),
      columns: [propertyName, col('date', 'estimated_on'), col('valeur', 'value'), col('source', 'source')],
    }),
    deficitsFonciers: createTableStore(db, {
      section: 'deficitsFonciers',
      table: 'prior_deficits',
      columns: [col('annee', 'year'), col('montant', 'amount')],
    }),
    regles: createTableStore(db, {
      section: 'regles',
      table: 'statement_rules',
      // LEFT JOIN: a rule to depenses, voitures or ignorer names no property.
      from: 'statement_rules t LEFT JOIN properties p ON p.id = t.property_id',
      columns: [
        col('motif', 'pattern'),
        col('montant_min', 'amount_min'),
        col('montant_max', 'amount_max'),
        col('section', 'target'),
        propertyNameColumn(db, { nullable: true }),
        col('bail_id', 'lease_id'),
        col('categorie', 'category'),
        col('groupe', 'group_label'),
      ],
    }),
    lignesReleves: createTableStore(db, {
      section: 'lignesReleves',
      table: 'statement_lines',
      columns: [col('date', 'booked_on'), col('montant', 'amount'), col('libelle', 'label'), col('fitid', 'fitid'), col('section', 'target'), col('compte', 'account')],
    }),
    profilsReleves: createTableStore(db, {
      section: 'profilsReleves',
      table: 'statement_profiles',
      columns: [
        col('signature', 'signature'),
        col('date', 'date_column'),
        col('libelle', 'label_column'),
        col('montant', 'amount_column'),
        col('debit', 'debit_column'),
        col('credit', 'credit_column'),
      ],
    }),
    comptesReleves: createTableStore(db, {
      section: 'comptesReleves',
      table: 'statement_accounts',
      columns: [col('numero', 'number'), col('importe', 'imported'), col('cartes', 'card_choice')],
    }),
    datesReleves: createTableStore(db, {
      section: 'datesReleves',
      table: 'statement_date_orders',
      columns: [col('signature', 'signature'), col('ordre', 'date_order')],
    }),
    voitures: createTableStore(db, {
      section: 'voitures',
      table: 'car_expenses',
      columns: [col('groupe', 'group_label'), col('date', 'spent_on'), col('montant', 'amount'), col('libelle', 'label')],
    }),
    depenses: createTableStore(db, {
      section: 'depenses',
      table: 'personal_expenses',
      columns: [col('COP_DATE', 'spent_on'), col('COP_LIBELLE', 'label'), col('COP_MONT', 'amount'), col('COP_GARAGE', 'merchant')],
    }),
    opvcm: createTableStore(db, {
      section: 'opvcm',
      table: 'placements',
      columns: [
        col('OP_BQ', 'bank'),
        col('OP_NOM', 'name'),
        col('OP_MT_VTE', 'sale_amount'),
        col('OP_MT_ACHAT', 'purchase_amount'),
        col('OP_TYPE_PLCMT', 'type'),
        col('OP_BENEF', 'beneficiary'),
        col('OP_DATE', 'operation_date'),
        col('isin', 'isin'),
        col('parts', 'units'),
      ],
    }),
    bricks: createTableStore(db, {
      section: 'bricks',
      table: 'bricks',
      columns: [col('nom', 'name'), col('achat', 'purchase_amount')],
      children: brickRents(db),
    }),
    or: createTableStore(db, {
      section: 'or',
      table: 'gold_holdings',
      columns: [col('date', 'held_on'), col('grammes', 'grams')],
    }),
    energie: createTableStore(db, {
      section: 'energie',
      table: 'energy_readings',
      columns: [col('compteur', 'meter'), col('date', 'read_on'), col('kwh', 'kwh')],
    }),
    restaurants: createTableStore(db, {
      section: 'restaurants',
      table: 'restaurants',
      columns: [col('TW_TITRE', 'title'), col('TW_TYPE', 'type'), col('TW_VILLE', 'city'), col('TW_TARIF', 'price_range')],
    }),
    recettes: createTableStore(db, {
      section: 'recettes',
      table: 'recipes',
      columns: [col('titre', 'title'), col('note', 'note'), col('type', 'type')],
      children: recipeParts(db),
    }),
    irl: createTableStore(db, {
      section: 'irl',
      table: 'irl_index',
      columns: [col('annee', 'year'), col('trimestre', 'quarter'), col('valeur', 'value')],
    }),
  };
}

/** The stores of `db` (prepared on first use). */
export function storesFor(db: Db): Stores {
  let stores = cache.get(db);
  if (!stores) {
    stores = createStores(db);
    cache.set(db, stores);
  }
  return stores;
}
