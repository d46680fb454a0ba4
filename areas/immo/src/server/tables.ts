/**
 * How the immo area's sections are stored (see server-kit's tables.ts): the properties and
 * what names them, the owner, the leases, the loans, the expenses, the IRL series, and the
 * bank statements' rules, lines, profiles, accounts and date orders (statements/), the
 * recoverable charges, the charges' regularizations and the deposits' deductions (settlement/).
 */
import { col, propertyName, type AreaTable } from 'server-kit';

/** The table joined with the property its `property_id` names (read as `p.name`). */
const withProperty = (table: string) => `${table} t JOIN properties p ON p.id = t.property_id`;

export const immoTables: readonly AreaTable[] = [
  {
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
      col('IM_TEOM_RECUPERABLE', 'teom_recoverable'),
    ],
  },
  {
    section: 'loyers',
    table: 'rent_payments',
    from: withProperty('rent_payments'),
    columns: [propertyName(), col('date', 'paid_on'), col('montant', 'amount'), col('honoraires', 'agency_fee'), col('bail_id', 'lease_id')],
  },
  {
    section: 'proprietaire',
    table: 'owner_identity',
    columns: [col('nom', 'name'), col('adresse', 'address')],
  },
  {
    section: 'baux',
    table: 'leases',
    from: withProperty('leases'),
    columns: [
      propertyName(),
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
      col('cles_rendues_le', 'keys_returned_on'),
      col('depot_restitue_le', 'deposit_returned_on'),
      col('depot_restitue', 'deposit_returned'),
      col('envoi_quittance_auto', 'send_receipt_auto'),
      col('accord_envoi_le', 'send_receipt_agreed_on'),
      col('relance_auto_jours', 'relance_auto_days'),
    ],
  },
  {
    section: 'revisionsBaux',
    table: 'lease_revisions',
    columns: [col('bail_id', 'lease_id'), col('date', 'from_date'), col('loyer_hc', 'rent'), col('charges', 'charges')],
  },
  {
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
      propertyName('nullable'),
    ],
  },
  {
    section: 'taxesFoncieres',
    table: 'property_taxes',
    from: withProperty('property_taxes'),
    columns: [propertyName(), col('annee', 'year'), col('montant', 'amount'), col('teom', 'teom')],
  },
  {
    section: 'chargesBiens',
    table: 'property_charges',
    from: withProperty('property_charges'),
    columns: [propertyName(), col('date', 'paid_on'), col('montant', 'amount'), col('categorie', 'category'), col('libelle', 'label')],
  },
  {
    section: 'estimations',
    table: 'property_estimates',
    from: withProperty('property_estimates'),
    columns: [propertyName(), col('date', 'estimated_on'), col('valeur', 'value'), col('source', 'source')],
  },
  {
    section: 'fiscalite',
    table: 'owner_tax',
    columns: [col('tmi', 'marginal_rate'), col('regime_foncier', 'land_regime'), col('regime_meuble', 'furnished_regime')],
  },
  {
    section: 'deficitsFonciers',
    table: 'prior_deficits',
    columns: [col('annee', 'year'), col('montant', 'amount')],
  },
  {
    section: 'voitures',
    table: 'car_expenses',
    columns: [col('groupe', 'group_label'), col('date', 'spent_on'), col('montant', 'amount'), col('libelle', 'label')],
  },
  {
    section: 'depenses',
    table: 'personal_expenses',
    columns: [col('COP_DATE', 'spent_on'), col('COP_LIBELLE', 'label'), col('COP_MONT', 'amount'), col('COP_GARAGE', 'merchant')],
  },
  {
    section: 'chargesRecuperables',
    table: 'recoverable_charges',
    from: withProperty('recoverable_charges'),
    columns: [propertyName(), col('annee', 'year'), col('nature', 'nature'), col('libelle', 'label'), col('montant', 'amount')],
  },
  {
    section: 'regularisationsCharges',
    table: 'charge_settlements',
    columns: [col('bail_id', 'lease_id'), col('annee', 'year'), col('solde', 'balance'), col('a_partir_de', 'from_date'), col('mensualites', 'instalments')],
  },
  {
    section: 'retenuesDepot',
    table: 'deposit_deductions',
    columns: [col('bail_id', 'lease_id'), col('libelle', 'label'), col('montant', 'amount'), col('nature', 'kind')],
  },
  {
    section: 'suiviAFaire',
    table: 'todo_follow_ups',
    columns: [col('element', 'item_id'), col('etat', 'state'), col('jusqu_au', 'until_date'), col('motif', 'reason'), col('le', 'noted_on')],
  },
  {
    section: 'irl',
    table: 'irl_index',
    columns: [col('annee', 'year'), col('trimestre', 'quarter'), col('valeur', 'value')],
  },
  {
    section: 'regles',
    table: 'statement_rules',
    // LEFT JOIN: a rule to depenses, voitures or ignorer names no property.
    from: 'statement_rules t LEFT JOIN properties p ON p.id = t.property_id',
    columns: [
      col('motif', 'pattern'),
      col('montant_min', 'amount_min'),
      col('montant_max', 'amount_max'),
      col('section', 'target'),
      propertyName('nullable'),
      col('bail_id', 'lease_id'),
      col('categorie', 'category'),
      col('groupe', 'group_label'),
    ],
  },
  {
    section: 'lignesReleves',
    table: 'statement_lines',
    columns: [col('date', 'booked_on'), col('montant', 'amount'), col('libelle', 'label'), col('fitid', 'fitid'), col('section', 'target'), col('compte', 'account')],
  },
  {
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
  },
  {
    section: 'comptesReleves',
    table: 'statement_accounts',
    columns: [col('numero', 'number'), col('importe', 'imported'), col('cartes', 'card_choice')],
  },
  {
    section: 'datesReleves',
    table: 'statement_date_orders',
    columns: [col('signature', 'signature'), col('ordre', 'date_order')],
  },
];
