/** The purchase, the rent and its occupancy over twelve months, the sale: from the property list. */
import { FigureList, formatDate, formatEuro, formatPercent } from 'shared-kernel';
import type { Immo } from '../../contract';
import { rentPercentage } from '../../rents/rentRules';
import { Formula, Section } from '../../ui/sheet';

const orDash = (text: string) => (text === '' ? '—' : text);

export function occupancyFormula(immo: Pick<Immo, 'LOYER_MOIS' | 'loyerTheo'>): string {
  const rate = formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo));
  return `Occupation = loyers perçus sur 12 mois / (12 × loyer théorique) = ${formatEuro(immo.LOYER_MOIS)} / (12 × ${formatEuro(immo.loyerTheo)}) = ${rate}`;
}

export function PropertyFacts({ immo }: { immo: Immo }) {
  const sold = immo.IM_VENDU === 1;
  return (
    <Section aria-labelledby="le-bien">
      <h3 id="le-bien">Le bien</h3>
      <FigureList
        align="start"
        items={[
          { label: 'Type', value: immo.IM_TYPE_PROP === 'PRINC' ? 'Résidence principale (PRINC)' : immo.IM_TYPE_PROP },
          { label: "Date d'achat", value: orDash(formatDate(immo.IM_DATE_ACHAT)) },
          { label: "Prix d'achat", value: formatEuro(immo.IM_PA) },
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
