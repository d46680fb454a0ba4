/** The avis d'échéance: the rent called for a month, its due date and the amounts. */
import type { MonthFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate, frenchMonth } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export function drawAvis(doc: Pdf, facts: MonthFacts): void {
  const { month, lease } = facts;
  const period = `du ${frenchDate(month.du_le)} au ${frenchDate(month.au)}`;
  letterHead(doc, facts, { title: "Avis d'échéance", subtitle: `${frenchMonth(month.mois)} — période ${period}` });
  paragraph(
    doc,
    `Madame, Monsieur, veuillez trouver ci-dessous le montant du loyer et des charges du logement situé ${premisesOf(lease)} ` +
      `pour la période ${period}, à régler au plus tard le ${frenchDate(month.echeance)}.`,
  );
  const rows = [
    { label: 'Loyer hors charges', amount: euros(month.loyer_hc) },
    { label: 'Provision pour charges', amount: euros(month.charges) },
    ...(month.regularisation ? [{ label: 'Régularisation des charges', amount: euros(month.regularisation) }] : []),
    { label: 'Total', amount: euros(month.du), total: true },
  ];
  if (month.recu > 0) {
    rows.push({ label: 'Déjà reçu', amount: euros(month.recu) }, { label: 'Reste à payer', amount: euros(month.reste), total: true });
  }
  amountTable(doc, rows);
  paragraph(doc, `Date d'échéance : ${frenchDate(month.echeance)}.`, { bold: true });
  paragraph(doc, "Cet avis n'est pas une quittance : la quittance sera délivrée au paiement complet.", { size: 9.5 });
  signature(doc, facts);
  footer(doc, facts, `Avis d'échéance, ${frenchMonth(month.mois)}`);
}
