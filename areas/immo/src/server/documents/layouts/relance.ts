/**
 * A late rent: the reminder (relance), then the formal notice (mise en demeure), each with the
 * amount still due and the due date it missed.
 */
import type { MonthFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate, frenchMonth } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export type RelanceLevel = 'relance' | 'mise-en-demeure';

export function drawRelance(doc: Pdf, facts: MonthFacts, level: RelanceLevel): void {
  const { month, lease } = facts;
  const period = `du ${frenchDate(month.du_le)} au ${frenchDate(month.au)}`;
  const formal = level === 'mise-en-demeure';
  letterHead(doc, facts, {
    title: formal ? 'Mise en demeure de payer' : 'Relance : loyer impayé',
    subtitle: `${frenchMonth(month.mois)} — échéance du ${frenchDate(month.echeance)}`,
    ...(formal ? { banner: 'Lettre recommandée avec accusé de réception' } : {}),
  });
  paragraph(
    doc,
    `Madame, Monsieur, sauf erreur de ma part, le loyer et les charges du logement situé ${premisesOf(lease)} pour la période ` +
      `${period}, échus le ${frenchDate(month.echeance)}, n'ont pas été réglés en entier.`,
  );
  amountTable(doc, [
    { label: 'Total dû', amount: euros(month.du) },
    { label: 'Somme reçue', amount: euros(month.recu) },
    { label: 'Reste dû', amount: euros(month.reste), total: true },
  ]);
  if (formal) {
    paragraph(
      doc,
      `Malgré mes précédentes demandes, cette somme reste impayée. Je vous mets en demeure de me régler ${euros(month.reste)} ` +
        'dans un délai de huit jours à compter de la réception de la présente lettre.',
    );
    paragraph(
      doc,
      "À défaut, je me verrai contraint(e) d'engager les procédures prévues par le bail et par la loi n° 89-462 du 6 juillet 1989 " +
        '(article 24 : commandement de payer délivré par commissaire de justice, clause résolutoire), et de faire appel à la caution le cas échéant.',
    );
  } else {
    paragraph(doc, `Je vous remercie de bien vouloir régler ${euros(month.reste)} dans les meilleurs délais.`);
    paragraph(doc, 'Si votre règlement a été envoyé entre-temps, merci de ne pas tenir compte de ce courrier.', { size: 9.5 });
  }
  paragraph(doc, 'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.');
  signature(doc, facts);
  footer(doc, facts, `${formal ? 'Mise en demeure' : 'Relance'}, ${frenchMonth(month.mois)}`);
}
