/**
 * « Décompte de régularisation des charges » (loi n° 89-462 du 6 juillet 1989, art. 23): each
 * kind of recoverable charge with its year's amount and the tenant's part (prorated to the days
 * the lease ran), the provisions paid, the balance, the new provision, and the documents kept
 * at the tenant's disposal for six months.
 */
import type { ChargeSettlement } from '../../../contract';
import type { LetterFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

export function drawRegularisation(doc: Pdf, facts: LetterFacts, s: ChargeSettlement): void {
  const whole = s.jours === s.jours_annee;
  letterHead(doc, facts, { title: 'Décompte de régularisation des charges', subtitle: `Année ${s.annee}` });
  paragraph(
    doc,
    `Madame, Monsieur, voici le décompte des charges récupérables de l'année ${s.annee} pour le logement situé ${premisesOf(facts.lease)}, ` +
      `par nature de charge, rapproché des provisions que vous avez versées (loi n° 89-462 du 6 juillet 1989, article 23 ; ` +
      'décret n° 87-713 du 26 août 1987).',
  );
  paragraph(
    doc,
    whole
      ? `Le bail a couru toute l'année : ${s.jours} jours sur ${s.jours_annee}, votre part est la totalité de chaque charge.`
      : `Le bail a couru ${s.jours} jours sur ${s.jours_annee} en ${s.annee} : votre part de chaque charge est son montant × ${s.jours} / ${s.jours_annee}.`,
  );
  amountTable(doc, [
    ...s.charges.map((c) => ({ label: `${c.libelle} (${euros(c.montant)} pour l'année)`, amount: euros(c.part) })),
    { label: 'Total des charges récupérables', amount: euros(s.total), total: true },
    { label: 'Provisions versées', amount: euros(s.provisions) },
    { label: s.solde >= 0 ? 'Solde à votre charge' : 'Solde en votre faveur', amount: euros(Math.abs(s.solde)), total: true },
  ]);
  paragraph(
    doc,
    s.solde >= 0
      ? `Le solde de ${euros(s.solde)} s'ajoute à votre prochaine échéance.`
      : `Le solde de ${euros(-s.solde)} vous est remboursé : il sera déduit de votre prochaine échéance.`,
  );
  paragraph(doc, `Nouvelle provision mensuelle pour charges proposée : ${euros(s.nouvelle_provision)} (charges récupérables de l'année ÷ 12).`);
  paragraph(
    doc,
    "Les pièces justificatives (décompte du syndic, avis de taxe foncière, factures) sont tenues à votre disposition pendant six mois " +
      "à compter de l'envoi de ce décompte (article 23 de la loi n° 89-462 du 6 juillet 1989).",
    { size: 9.5 },
  );
  signature(doc, facts);
  footer(doc, facts, `Régularisation des charges ${s.annee}`);
}
