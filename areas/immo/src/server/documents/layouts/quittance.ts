/** The quittance de loyer of a month paid in full (loi du 6 juillet 1989, art. 21). */
import type { MonthFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate, frenchMonth } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export function drawQuittance(doc: Pdf, facts: MonthFacts): void {
  const { month, lease, owner } = facts;
  const period = `du ${frenchDate(month.du_le)} au ${frenchDate(month.au)}`;
  letterHead(doc, facts, { title: 'Quittance de loyer', subtitle: `${frenchMonth(month.mois)} — période ${period}` });
  paragraph(
    doc,
    `Je soussigné(e) ${owner.nom}, propriétaire du logement situé ${premisesOf(lease)}, déclare avoir reçu de ${lease.locataire} ` +
      `la somme de ${euros(month.du)} au titre du loyer et des charges de la période ${period}, et lui en donne quittance, ` +
      'sous réserve de tous mes droits.',
  );
  amountTable(doc, [
    { label: 'Loyer hors charges', amount: euros(month.loyer_hc) },
    { label: 'Provision pour charges', amount: euros(month.charges) },
    ...(month.regularisation ? [{ label: 'Régularisation des charges', amount: euros(month.regularisation) }] : []),
    { label: 'Total reçu', amount: euros(month.du), total: true },
  ]);
  if (month.paye_le) paragraph(doc, `Paiement reçu le ${frenchDate(month.paye_le)}.`);
  paragraph(doc, 'Quittance délivrée gratuitement (loi n° 89-462 du 6 juillet 1989, article 21).', { size: 9.5 });
  paragraph(doc, 'Cette quittance annule tout reçu qui aurait été délivré précédemment pour la même période.', { size: 9.5 });
  signature(doc, facts);
  footer(doc, facts, `Quittance de loyer, ${frenchMonth(month.mois)}`);
}
