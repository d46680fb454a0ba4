/** The purchase, the rent and its occupancy over twelve months, the sale: from the property list. */
import { FigureList, formatDate, formatEuro, formatPercent } from 'shared-kernel';
import type { Bien, Immo } from 'area-immo/contract';
import { rentPercentage } from '../../rents/rentRules';
import { Formula, Section } from '../../ui/sheet';
import { formatShare } from './rates';

const orDash = (text: string) => (text === '' ? '—' : text);

export function occupancyFormula(immo: Pick<Immo, 'LOYER_MOIS' | 'loyerTheo'>): string {
  const rate = formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo));
  return `Occupation = loyers perçus sur 12 mois / (12 × loyer théorique) = ${formatEuro(immo.LOYER_MOIS)} / (12 × ${formatEuro(immo.loyerTheo)}) = ${rate}`;
}

/** The terms that come with the figures (not in the property list); undefined until they arrive. */
export type PropertyTerms = Pick<Bien, 'quote_part' | 'meuble' | 'frais_achat'>;

export function PropertyFacts({ immo, terms }: { immo: Immo; terms?: PropertyTerms }) {
  const sold = immo.IM_VENDU === 1;
  const known = (text: (t: PropertyTerms) => string) => (terms ? text(terms) : '…');
  return (
    <Section aria-labelledby="le-bien">
      <h3 id="le-bien">Le bien</h3>
      <FigureList
        align="start"
        items={[
          { label: 'Type', value: immo.IM_TYPE_PROP === 'PRINC' ? 'Résidence principale (PRINC)' : immo.IM_TYPE_PROP },
          { label: "Date d'achat", value: orDash(formatDate(immo.IM_DATE_ACHAT)) },
          { label: "Prix d'achat", value: formatEuro(immo.IM_PA) },
          { label: "Frais d'acquisition", value: known((t) => formatEuro(t.frais_achat)) },
          { label: 'Quote-part', value: known((t) => formatShare(t.quote_part)) },
          {
            label: 'Location meublée',
            value: known((t) => (t.meuble === 1 ? 'Oui : déclarée en BIC, hors déclaration 2044' : 'Non')),
          },
          { label: 'Loyer', value: formatEuro(immo.IM_MT_LOYER) },
          { label: 'Loyer théorique', value: formatEuro(immo.loyerTheo) },
          {
            label: 'Occupation (12 derniers mois)',
            value: immo.loyerTheo > 0 ? formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo)) : '—',
          },
          {
            label: 'Statut',
            value: sold ? `Vendu le ${orDash(formatDate(immo.IM_DATE_VTE))} pour ${formatEuro(immo.IM_PX_VTE)}` : 'Non vendu',
          },
        ]}
      />
      {immo.loyerTheo > 0 ? <Formula>{occupancyFormula(immo)}</Formula> : null}
    </Section>
  );
}
