/** The property form (Liste Appt) and its sale form (« Vendre »). */
import { type FieldSpec, type StoredRow } from 'shared-kernel/edit';
import { PROPERTY_TYPES, immoSections } from 'area-immo/contract';

type Property = StoredRow<typeof immoSections.immos>;

export const PROPERTY_FIELDS: readonly FieldSpec[] = [
  { name: 'IM_NOM', label: 'Nom', kind: 'text' },
  { name: 'IM_ADRESSE', label: 'Adresse du bien', kind: 'textarea', nullable: true, hint: 'Imprimée sur les documents envoyés au locataire' },
  { name: 'IM_TYPE_PROP', label: 'Type', kind: 'select', options: PROPERTY_TYPES.map((t) => ({ value: t, label: t })) },
  { name: 'IM_INDIVISION', label: 'En indivision', kind: 'flag' },
  {
    name: 'IM_QUOTE_PART',
    label: 'Quote-part (%)',
    kind: 'number',
    nullable: true,
    hint: 'Votre part du bien. Vide\u00a0: 100\u00a0%, ou 50\u00a0% pour un bien de type INDI (indivision)',
  },
  { name: 'IM_MEUBLE', label: 'Location meublée', kind: 'flag', hint: 'Déclarée en BIC, hors déclaration 2044' },
  {
    name: 'IM_TEOM_RECUPERABLE',
    label: 'TEOM récupérable sur le locataire',
    kind: 'flag',
    hint: 'La taxe d’ordures ménagères de la taxe foncière entre dans la régularisation des charges (décret 87-713)',
  },
  { name: 'IM_DATE_ACHAT', label: "Date d'achat", kind: 'date', nullable: true },
  { name: 'IM_PA', label: "Prix d'achat (€)", kind: 'number' },
  {
    name: 'IM_FRAIS_ACHAT',
    label: "Frais d'acquisition (notaire, agence)",
    kind: 'number',
    hint: "En euros, payés à l'achat : le rendement net divise par le prix d'achat plus ces frais",
  },
  { name: 'loyerTheo', label: 'Loyer théorique mensuel (€)', kind: 'number' },
  { name: 'IM_MT_LOYER', label: 'Loyer (€)', kind: 'number' },
  { name: 'IM_AGENCE', label: "Honoraires d'agence mensuels (€)", kind: 'number', hint: 'Pas plus que le loyer' },
  { name: 'IM_PRET_MT', label: 'Prêt (€)', kind: 'number' },
  { name: 'IM_FIN_PRET', label: 'Fin du prêt', kind: 'date', nullable: true },
  { name: 'IM_DATE_BAIL', label: 'Date du bail', kind: 'date', nullable: true, hint: 'Pour mémoire : le loyer et sa révision se lisent sur le bail (Mes baux)' },
  {
    name: 'IM_TRIM_IRL',
    label: 'Trimestre IRL de référence',
    kind: 'select',
    nullable: true,
    options: [{ value: '', label: '— Non renseigné' }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `T${q}` }))],
    hint: 'Pour mémoire : la révision lit celui du bail (Mes baux)',
  },
  { name: 'IM_COMMENT', label: 'Commentaire', kind: 'textarea', nullable: true },
];

/** A new property: rented, not sold; only its name and purchase price have to be typed. */
export function newProperty(): Record<string, unknown> {
  return {
    IM_NOM: '',
    IM_ADRESSE: null,
    IM_TYPE_PROP: 'PROP',
    IM_INDIVISION: 0,
    IM_QUOTE_PART: null,
    IM_MEUBLE: 0,
    IM_TEOM_RECUPERABLE: 1,
    IM_DATE_ACHAT: null,
    IM_PA: '',
    IM_FRAIS_ACHAT: 0,
    loyerTheo: 0,
    IM_MT_LOYER: 0,
    IM_AGENCE: 0,
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_DATE_BAIL: null,
    IM_TRIM_IRL: null,
    IM_COMMENT: null,
  };
}

/** The sale is not in the property form (it has its own): kept as it is, or « not sold » for a new one. */
export function propertySale(row?: Property): Record<string, unknown> {
  return row
    ? { IM_VENDU: row.IM_VENDU, IM_DATE_VTE: row.IM_DATE_VTE, IM_PX_VTE: row.IM_PX_VTE }
    : { IM_VENDU: 0, IM_DATE_VTE: null, IM_PX_VTE: 0 };
}

/** The sale date is required here: a sale without a date is a mistake, not an unknown. */
export const SALE_FIELDS: readonly FieldSpec[] = [
  { name: 'IM_DATE_VTE', label: 'Date de vente', kind: 'date' },
  { name: 'IM_PX_VTE', label: 'Prix de vente (€)', kind: 'number' },
];

/** The sale form starts on today, with the sale price already noted as an estimate if any. */
export function saleInitial(row: Property, today: string): Record<string, unknown> {
  return { IM_DATE_VTE: today, IM_PX_VTE: row.IM_PX_VTE > 0 ? row.IM_PX_VTE : '' };
}

/** Everything else of the property is sent as it is, now sold. */
export function saleExtra(row: Property): Record<string, unknown> {
  const { id: _id, IM_DATE_VTE: _date, IM_PX_VTE: _price, ...rest } = row;
  return { ...rest, IM_VENDU: 1 };
}
