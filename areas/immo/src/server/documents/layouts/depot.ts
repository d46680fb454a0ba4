/**
 * « Restitution du dépôt de garantie » (loi n° 89-462 du 6 juillet 1989, art. 22): the deposit,
 * each deduction with its label, what is paid back and when, the deadline, and the increase owed
 * for a late return.
 */
import type { Deposit } from '../../../contract';
import type { LetterFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export function drawDepot(doc: Pdf, facts: LetterFacts, d: Deposit & { restitue_le: string; restitue: number }): void {
  letterHead(doc, facts, { title: 'Restitution du dépôt de garantie', subtitle: `Clés rendues le ${frenchDate(d.cles_rendues_le!)}` });
  paragraph(
    doc,
    `Madame, Monsieur, à la suite de votre départ du logement situé ${premisesOf(facts.lease)} et de la remise des clés le ` +
      `${frenchDate(d.cles_rendues_le!)}, voici le décompte de votre dépôt de garantie (loi n° 89-462 du 6 juillet 1989, article 22).`,
  );
  amountTable(doc, [
    { label: 'Dépôt de garantie versé', amount: euros(d.montant) },
    ...d.retenues.map((r) => ({ label: `Retenue : ${r.libelle}`, amount: `− ${euros(r.montant)}` })),
    ...(d.penalite > 0 ? [{ label: 'Majoration pour restitution tardive', amount: euros(d.penalite) }] : []),
    { label: `Restitué le ${frenchDate(d.restitue_le)}`, amount: euros(d.restitue), total: true },
  ]);
  paragraph(doc, `Date limite de restitution : ${frenchDate(d.date_limite!)}.`);
  if (d.penalite > 0) {
    paragraph(
      doc,
      `La restitution intervient après cette date : le dépôt est majoré de 10 % du loyer mensuel hors charges pour chaque mois commencé en retard, ` +
        `soit ${euros(d.penalite)}.`,
    );
  }
  if (d.retenues.length > 0) paragraph(doc, 'Chaque retenue est justifiée par les pièces jointes (état des lieux, devis, factures, décompte).', { size: 9.5 });
  signature(doc, facts);
  footer(doc, facts, 'Restitution du dépôt de garantie');
}
