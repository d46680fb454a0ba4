/** The sums of the period and the yields, one card each with its formula. */
import styled from 'styled-components';
import { Card, CardGrid, theme } from 'shared-kernel';
import { formatShare } from './rates';
import type { Bien, Immo } from 'area-immo/contract';
import { isMainResidence } from '../../rents/rentRules';
import { Formula, Section } from '../../ui/sheet';
import { LEFT_OUT, SOCIAL_LEVIES, afterTaxFigures, periodText, sumFigures, yieldFigures, type SheetFigure } from './sheetFormulas';

const Loss = styled.span`
  color: ${theme.danger};
`;

/** The owner's share under the whole property's figure. */
const ShareFormula = styled(Formula)`
  color: ${theme.text};
`;

/** What the yields leave out, above their cards. */
const LeftOut = styled(Formula)`
  margin: 0 0 10px;
  max-width: 75ch;
`;

function FigureCards({ figures, offset, min = '240px' }: { figures: readonly SheetFigure[]; offset: number; min?: string }) {
  const colors = ['blue', 'green', 'orange', 'cherry', 'red'] as const;
  return (
    <CardGrid $min={min}>
      {figures.map((f, i) => (
        <Card
          key={f.label}
          level={4}
          title={f.label}
          color={colors[(i + offset) % colors.length]!}
          // The formula as the value's tooltip too, beside its text under the card.
          value={<span title={f.formula}>{f.loss ? <Loss>{f.value}</Loss> : f.value}</span>}
        >
          <Formula>{f.formula}</Formula>
          {f.share ? <ShareFormula>{f.share}</ShareFormula> : null}
        </Card>
      ))}
    </CardGrid>
  );
}

export function SheetFigures({ bien, immo }: { bien: Bien; immo: Pick<Immo, 'loyerTheo' | 'IM_PA' | 'IM_TYPE_PROP'> }) {
  // The owner's home asks no rent: no yield to show (a negative one in red would be no loss), its cash-flow only.
  const home = isMainResidence(immo);
  const figures = yieldFigures(bien, immo).filter((f) => !home || !f.label.startsWith('Rendement'));
  return (
    <>
      <Section aria-labelledby="chiffres-periode">
        <h3 id="chiffres-periode">Chiffres {periodText(bien)}</h3>
        <FigureCards figures={sumFigures(bien)} offset={0} />
      </Section>
      <Section aria-labelledby="rendements">
        <h3 id="rendements">Rendements et cash-flow</h3>
        <LeftOut>{home ? 'Résidence principale : sans loyer, elle n’a pas de rendement.' : LEFT_OUT}</LeftOut>
        {/* Wider: their formulas are written out in full. */}
        <FigureCards figures={figures} offset={1} min="320px" />
      </Section>
      {home ? null : <AfterTax bien={bien} />}
    </>
  );
}

/** The yield after tax, once the owner has set his marginal rate in « Mes données »; said so otherwise. */
function AfterTax({ bien }: { bien: Bien }) {
  const t = bien.fiscalite;
  return (
    <Section aria-labelledby="apres-impot">
      <h3 id="apres-impot">Après impôt</h3>
      {t ? (
        <>
          <LeftOut>
            Votre part du résultat foncier de ce bien {periodText(bien)}, à votre tranche marginale de {formatShare(t.tmi)} et aux
            prélèvements sociaux de {formatShare(SOCIAL_LEVIES)}.
          </LeftOut>
          <FigureCards figures={afterTaxFigures(bien, t)} offset={2} min="320px" />
        </>
      ) : (
        <LeftOut>
          {bien.meuble === 1
            ? 'Location meublée : imposée en BIC (micro-BIC ou réel), pas calculée ici.'
            : 'Renseignez votre tranche marginale d’imposition dans « Mes données » (Situation fiscale) pour voir le rendement net-net.'}
        </LeftOut>
      )}
    </Section>
  );
}
