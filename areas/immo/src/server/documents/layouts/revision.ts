/**
 * The letter « Révision du loyer » (loi du 6 juillet 1989, art. 17-1): the lease's revision
 * clause, the two indices, the new rent hors charges (the charges unchanged) and the day it
 * takes effect: the anniversary, or the letter's day when claimed after it (not retroactive).
 */
import type { RentRevision } from '../../../contract';
import type { LetterFacts } from '../facts';
import { premisesOf } from '../facts';
import { euros, frenchDate, quarterName } from '../frenchText';
import type { Pdf } from '../pdf';
import { amountTable, footer, letterHead, paragraph, signature } from './frame';

/** A revision whose both indices are known. */
export type ComputedRevision = RentRevision & { loyer_hc_revise: number; irl_nouveau: NonNullable<RentRevision['irl_nouveau']>; irl_ancien: NonNullable<RentRevision['irl_ancien']> };

const quarter = (p: { annee: number; trimestre: number }) => quarterName(p.trimestre, p.annee);
const indexValue = (v: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

export function drawRevision(doc: Pdf, facts: LetterFacts, r: ComputedRevision): void {
  const { lease } = facts;
  letterHead(doc, facts, { title: 'Révision du loyer', subtitle: `Bail du ${frenchDate(lease.debut)} — anniversaire du ${frenchDate(r.date_revision)}` });
  paragraph(
    doc,
    `Madame, Monsieur, conformément à la clause de révision annuelle de votre bail du ${frenchDate(lease.debut)} pour le logement situé ` +
      `${premisesOf(lease)}, et à l'article 17-1 de la loi n° 89-462 du 6 juillet 1989, le loyer hors charges est révisé selon ` +
      `l'indice de référence des loyers (IRL) publié par l'INSEE, du ${quarterName(r.trimestre)}, celui que nomme le bail.`,
  );
  amountTable(doc, [
    { label: `IRL du ${quarter(r.irl_ancien)}`, amount: indexValue(r.irl_ancien.valeur) },
    { label: `IRL du ${quarter(r.irl_nouveau)}`, amount: indexValue(r.irl_nouveau.valeur) },
    { label: 'Loyer hors charges actuel', amount: euros(r.loyer_hc_actuel) },
    { label: 'Nouveau loyer hors charges', amount: euros(r.loyer_hc_revise), total: true },
  ]);
  paragraph(
    doc,
    `Soit ${euros(r.loyer_hc_actuel)} × ${indexValue(r.irl_nouveau.valeur)} / ${indexValue(r.irl_ancien.valeur)} = ${euros(r.loyer_hc_revise)}. ` +
      `La provision pour charges reste de ${euros(r.charges)} : à compter du ${frenchDate(r.date_effet)}, vous me réglerez ` +
      `${euros(Math.round((r.loyer_hc_revise + r.charges) * 100) / 100)} par mois, charges comprises.`,
  );
  if (r.date_effet > r.date_revision) {
    paragraph(doc, "La révision n'étant pas rétroactive, elle prend effet à la date de la présente lettre (art. 17-1).", { size: 9.5 });
  }
  paragraph(doc, 'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.');
  signature(doc, facts);
  footer(doc, facts, `Révision du loyer au ${frenchDate(r.date_effet)}`);
}
