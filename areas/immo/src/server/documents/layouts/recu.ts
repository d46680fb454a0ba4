/** The receipt of a partial payment: what was received for the month, and what remains due. */
import type { MonthFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate, frenchMonth } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export function drawRecu(doc: Pdf, facts: MonthFacts): void {
  const { month, lease, owner } = facts;
  const period = `du ${frenchDate(month.du_le)} au ${frenchDate(month.au)}`;
  letterHead(doc, facts, { title: 'Reçu de paiement partiel', subtitle: `${frenchMonth(month.mois)} — période ${period}` });
  paragraph(
    doc,
    `Je soussigné(e) ${owner.nom}, propriétaire du logement situé ${premisesOf(lease)}, déclare avoir reçu de ${lease.locataire} ` +
      `la somme de ${euros(month.recu)} à valoir sur le loyer et les charges de la période ${period}.`,
  );
  amountTable(doc, [
    { label: 'Loyer hors charges', amount: euros(month.loyer_hc) },
    { label: 'Provision pour charges', amount: euros(month.charges) },
    { label: 'Total dû', amount: euros(month.du), total: true },
    { label: 'Somme reçue', amount: euros(month.recu) },
    { label: 'Reste dû', amount: euros(month.reste), total: true },
  ]);
  if (month.paiements.length > 0) {
    const lines = month.paiements.map((p) => `${euros(p.montant)} le ${frenchDate(p.date)}`).join(' ; ');
    paragraph(doc, `Paiements reçus pour ce mois : ${lines}.`);
  }
  paragraph(doc, `Ce reçu ne vaut pas quittance : la quittance sera délivrée quand le mois sera payé en entier. Échéance : ${frenchDate(month.echeance)}.`, { size: 9.5 });
  signature(doc, facts);
  footer(doc, facts, `Reçu de paiement partiel, ${frenchMonth(month.mois)}`);
}
