/**
 * « À reporter sur votre déclaration »: the boxes of form 2042 of the regime shown, each with
 * its amount and a one-line « why » leading to the 2044 line or the section it comes from,
 * and the furnished lets' box of the 2042-C-PRO; printed with the statement, whole on its page.
 */
import styled from 'styled-components';
import { formatEuroRound, theme } from 'shared-kernel';
import type { RevenusFonciers } from 'area-immo/contract';
import { Formula, Notice, Section } from '../../ui/sheet';
import { boxRows, DECLARATION_TITLE, furnishedBox, regimeSentence, type BoxRow, type BoxSource } from './declarationText';

const Boxes = styled.dl`
  margin: 8px 0;
  display: grid;
  grid-template-columns: max-content 1fr max-content;
  gap: 6px 12px;
  align-items: baseline;
  max-width: 48rem;
  .box {
    display: contents;
  }
  dt {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
  }
  .amount {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .why {
    grid-column: 2 / 4;
    margin-top: -4px;
    color: ${theme.muted};
    /* Relative to the block's size: printed at 10 pt, the why stays smaller than its box. */
    font-size: 0.9em;
  }
  /* On a phone, the amount goes under the box's label. */
  @media (max-width: 480px) {
    grid-template-columns: max-content 1fr;
    .amount {
      grid-column: 2;
      text-align: left;
    }
    .why {
      grid-column: 1 / 3;
    }
  }
`;

const WhyLink = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${theme.accentStrong};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
`;

/** The id of the 2044 row or section a box comes from (Form2044Table names its rows `ligne-NNN`). */
const targetOf = (s: BoxSource) => ('line' in s ? `ligne-${s.line}` : s.section);

/** Leads to where the figure comes from; the hash is the router's, so it scrolls instead of linking. */
function SourceLink({ source }: { source: BoxSource }) {
  const go = () => {
    const target = document.getElementById(targetOf(source)) ?? document.getElementById('form-title');
    target?.scrollIntoView({ block: 'center' });
  };
  return (
    <WhyLink type="button" className="no-print" onClick={go}>
      {'line' in source ? `voir la ligne ${source.line}` : 'voir le détail'}
    </WhyLink>
  );
}

function BoxList({ rows, label }: { rows: readonly BoxRow[]; label: string }) {
  return (
    <Boxes aria-label={label}>
      {rows.map((b) => (
        <div key={b.box} className="box">
          <dt>{b.box}</dt>
          <dd>{b.label}</dd>
          <dd className="amount">{b.amount === 0 ? `${formatEuroRound(0)} (laisser vide)` : formatEuroRound(b.amount)}</dd>
          <dd className="why">
            {b.why} <SourceLink source={b.source} />
          </dd>
        </div>
      ))}
    </Boxes>
  );
}

export function Declaration2042({ r }: { r: RevenusFonciers }) {
  const d = r.declaration_2042;
  const furnished = r.meubles ? furnishedBox(r.meubles) : null;
  return (
    <Section aria-labelledby="declaration-title" className="declaration">
      <h3 id="declaration-title">{DECLARATION_TITLE}</h3>
      {r.previsionnel ? (
        <Notice role="note">Prévisionnel : montants estimés, à ne reporter qu'une fois l'année {r.annee} terminée.</Notice>
      ) : null}
      <p>{regimeSentence(r)}</p>
      <BoxList rows={boxRows(r)} label={`Déclaration 2042, revenus fonciers ${r.annee}`} />
      {d['4BN'] ? <p>Cochez la case 4BN : vous ne percevez plus de revenus fonciers.</p> : null}
      {furnished ? <BoxList rows={[furnished]} label={`Déclaration 2042-C-PRO, revenus ${r.annee}`} /> : null}
      <Formula>Cases à vérifier sur la notice : {d.notice}.</Formula>
    </Section>
  );
}
