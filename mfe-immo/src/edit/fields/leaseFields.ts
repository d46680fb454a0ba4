/** The lease form (« Mes baux ») and the owner's identity printed on the documents. */
import type { FieldSpec, FormValues } from 'shared-kernel/edit';

/** Art. 21 of the loi du 6 juillet 1989: a quittance goes by e-mail only with the tenant's express agreement. */
export const AUTO_QUITTANCE_WHY = 'Par e-mail, avec l’accord exprès du locataire (art. 21 de la loi du 6 juillet 1989) : renseignez la date de son accord';

/** Legal letters wait for the owner's tap; a lease may opt in to its relance only, never to the mise en demeure. */
export const RELANCE_AUTO_HINT =
  'Vide : jamais. De 1 à 60 : la relance d’un mois impayé part par e-mail ce nombre de jours après l’échéance. Une mise en demeure n’est jamais envoyée automatiquement.';

/** What the automatic quittance still lacks to leave: the tenant's e-mail, the server's SMTP_URL. */
export function autoQuittanceHint(values: FormValues, canSend: boolean | null): string {
  const missing = [
    values.email?.trim() ? null : 'l’e-mail du locataire manque',
    canSend === false ? 'l’envoi par e-mail n’est pas configuré sur le serveur (SMTP_URL)' : null,
  ].filter(Boolean);
  return missing.length === 0 ? AUTO_QUITTANCE_WHY : `${AUTO_QUITTANCE_WHY}. Rien ne part tant que ${missing.join(' et que ')}.`;
}

/** `canSend`: whether the api can e-mail (documents/capacites), null while unknown. */
export function leaseFields(propertyNames: readonly string[], canSend: boolean | null = null): FieldSpec[] {
  return [
    { name: 'IM_NOM', label: 'Bien', kind: 'select', options: propertyNames.map((n) => ({ value: n, label: n })) },
    { name: 'locataire', label: 'Locataire', kind: 'text', hint: 'Tel qu’il figure sur les documents' },
    { name: 'email', label: 'E-mail du locataire', kind: 'text', nullable: true, hint: 'Facultatif ; « Envoyer » l’utilise' },
    { name: 'debut', label: 'Début du bail', kind: 'date' },
    { name: 'fin', label: 'Fin du bail (remise des clés)', kind: 'date', nullable: true, hint: 'Vide tant que le bail court' },
    { name: 'loyer_hc', label: 'Loyer hors charges (€)', kind: 'number' },
    { name: 'charges', label: 'Provision pour charges (€)', kind: 'number', hint: 'Mensuelle' },
    { name: 'depot_garantie', label: 'Dépôt de garantie (€)', kind: 'number' },
    { name: 'jour_echeance', label: "Jour d'échéance", kind: 'number', step: '1', hint: 'Du 1 au 28 du mois' },
    {
      name: 'trimestre_irl',
      label: 'Trimestre IRL de référence',
      kind: 'select',
      nullable: true,
      options: [{ value: '', label: '— Celui du dernier indice publié au début du bail' }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `T${q}` }))],
      hint: 'Celui que nomme la clause de révision du bail : le loyer hors charges est révisable à chaque anniversaire',
    },
    {
      name: 'edl_conforme',
      label: 'État des lieux de sortie',
      kind: 'select',
      nullable: true,
      options: [
        { value: '', label: '— Non renseigné' },
        { value: '1', label: 'Conforme à celui d’entrée' },
        { value: '0', label: 'Non conforme (retenues possibles)' },
      ],
      hint: 'Fixe le délai de restitution du dépôt : un mois si conforme, deux sinon',
    },
    {
      name: 'envoi_quittance_auto',
      label: 'Envoyer la quittance dès le loyer payé',
      kind: 'flag',
      hintOf: (values) => autoQuittanceHint(values, canSend),
    },
    { name: 'accord_envoi_le', label: 'Accord du locataire le', kind: 'date', nullable: true, hint: 'Date de son accord exprès pour recevoir ses quittances par e-mail' },
    {
      name: 'relance_auto_jours',
      label: "Relance automatique (jours après l'échéance)",
      kind: 'number',
      step: '1',
      nullable: true,
      hint: RELANCE_AUTO_HINT,
    },
  ];
}

/** A new lease starts today on the first property, due on the 5th; the owner types the tenant and the rent. */
export function newLease(propertyNames: readonly string[], today: string): Record<string, unknown> {
  return {
    IM_NOM: propertyNames[0] ?? '',
    locataire: '',
    email: null,
    debut: today,
    fin: null,
    loyer_hc: '',
    charges: 0,
    depot_garantie: 0,
    jour_echeance: 5,
    edl_conforme: null,
    trimestre_irl: null,
    envoi_quittance_auto: 0,
    accord_envoi_le: null,
    relance_auto_jours: null,
  };
}

export const OWNER_FIELDS: readonly FieldSpec[] = [
  { name: 'nom', label: 'Nom du bailleur', kind: 'text' },
  { name: 'adresse', label: 'Adresse du bailleur', kind: 'textarea', hint: 'Imprimée sur les quittances, avis et relances' },
];

export const newOwner = (): Record<string, unknown> => ({ nom: '', adresse: '' });
