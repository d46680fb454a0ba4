/**
 * taxe_fonciere. Rule (CGI, art. 1415): the owner on 1 January owes the year's taxe foncière;
 * its notice comes in late summer, payable by 15 October. Proposed from 1 September until the
 * year's amount is recorded (taxesFoncieres); `echeance`: 15 October.
 */
import { parseIsoDay } from 'server-kit';
import type { TodoRule } from './item';

export const propertyTaxItems: TodoRule = ({ db }, today) => {
  const year = parseIsoDay(today).year;
  if (today < `${year}-09-01`) return [];
  const january = `${year}-01-01`;
  return db
    .prepare<[string, string, number], { id: number; name: string }>(
      `SELECT p.id, p.name FROM properties p
       WHERE (p.purchase_date IS NULL OR p.purchase_date <= ?) AND (p.sale_date IS NULL OR p.sale_date > ?)
         AND NOT EXISTS (SELECT 1 FROM property_taxes t WHERE t.property_id = p.id AND t.year = ?)
       ORDER BY p.name`,
    )
    .all(january, january, year)
    .map((p) => ({
      id: `taxe_fonciere:${p.id}:${year}`,
      type: 'taxe_fonciere' as const,
      bien: p.name,
      bail_id: null,
      echeance: `${year}-10-15`,
      titre: `Taxe foncière ${year} de ${p.name}`,
      detail: `Payable au 15 octobre ${year} (20 octobre en ligne) : enregistrez son montant et sa TEOM une fois l'avis reçu.`,
      action: { type: 'lien' as const, libelle: 'Enregistrer la taxe', chemin: '/listeappt', telecharger: null },
    }));
};
