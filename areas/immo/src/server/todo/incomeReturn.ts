/**
 * declaration_revenus. Rule: the rents of an unfurnished letting received in year N are declared
 * on form 2044 with the income return filed in May of N+1 (online, late May or early June by
 * département). Proposed from 1 April to 31 May when some were received; `echeance`: 31 May.
 */
import { parseIsoDay } from 'server-kit';
import type { TodoRule } from './item';

export const incomeReturnItems: TodoRule = ({ db }, today) => {
  const year = parseIsoDay(today).year;
  if (today < `${year}-04-01` || today > `${year}-05-31`) return [];
  const previous = year - 1;
  const { n } = db
    .prepare<[string, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM rent_payments r JOIN properties p ON p.id = r.property_id
       WHERE p.furnished = 0 AND r.paid_on >= ? AND r.paid_on <= ?`,
    )
    .get(`${previous}-01-01`, `${previous}-12-31`)!;
  if (n === 0) return [];
  return [
    {
      id: `declaration_revenus:${previous}`,
      type: 'declaration_revenus' as const,
      bien: null,
      bail_id: null,
      echeance: `${year}-05-31`,
      titre: `Déclaration 2044 des revenus fonciers ${previous}`,
      detail: `Avec la déclaration de revenus de mai ${year} ; la date limite en ligne va de fin mai à début juin selon le département.`,
      action: { type: 'lien' as const, libelle: 'Voir la 2044', chemin: `/revenus-fonciers/${previous}`, telecharger: null },
    },
  ];
};
