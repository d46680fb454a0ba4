/**
 * Form 2044 line by line: one row per line (its number, the form's wording), one column per
 * property (its name and the owner's share) and the total, in whole euros. On a phone, a card
 * per line: its number and wording, the total to copy onto the form, then each property's
 * share; printed, the table fits the page.
 */
import styled from 'styled-components';
import { formatEuroRound, formatPercent, theme, usePhone } from 'shared-kernel';
import { RowCards, type CardColumn } from 'shared-kernel/edit';
import type { RevenusFonciers } from 'area-immo/contract';
import { propertyHref } from '../../links/links';
import { formColumns, formGroups, type FormLine } from './form2044';

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin: 8px 0 12px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  &:focus-visible {
    outline: 3px solid ${theme.focus};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.subtleBg};
    vertical-align: bottom;
  }
  thead th.bien {
    text-align: right;
    min-width: 7.5rem;
  }
  /* The accent reaches only 4.4:1 on subtleBg: the head's links take its stronger shade. */
  thead th a {
    color: ${theme.accentStrong};
  }
  .share {
    display: block;
    font-weight: 400;
    font-size: 0.85em;
    color: ${theme.muted};
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  /* The line column stays in view while the amounts scroll. */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.surface};
    min-width: 14rem;
    max-width: 22rem;
    font-weight: 400;
  }
  thead th:first-child {
    background: ${theme.subtleBg};
  }
  .line {
    display: inline-block;
    min-width: 2.2em;
    font-weight: 700;
  }
  .note {
    display: block;
    padding-left: 2.6em;
    font-size: 0.85em;
    color: ${theme.muted};
  }
  tr.group th {
    background: ${theme.subtleBg};
    font-weight: 700;
    text-transform: uppercase;
    font-size: 0.8rem;
    letter-spacing: 0.03em;
  }
  /* The group's name stays in view while the row scrolls sideways. */
  tr.group th span {
    position: sticky;
    left: 10px;
  }
  tr.total th[scope='row'],
  tr.total td {
    font-weight: 700;
  }
  td.all {
    background: ${theme.insetBg};
  }
  tr.total th[scope='row'] .line {
    font-weight: 700;
  }
  .negative {
    color: ${theme.danger};
  }
  @media (max-width: 600px) {
    th,
    td {
      padding: 5px 6px;
    }
    th[scope='row'],
    thead th:first-child {
      min-width: 9.5rem;
      max-width: 11rem;
    }
    .note {
      padding-left: 0;
    }
  }
  @media print {
    font-size: 8pt;
    th,
    td {
      padding: 2px 4px;
    }
    th[scope='row'],
    thead th:first-child {
      position: static;
      min-width: 0;
      max-width: none;
    }
    thead th.bien {
      min-width: 0;
    }
    tr {
      break-inside: avoid;
    }
    /* A group's heading stays with its first line. */
    tr.group {
      break-after: avoid;
    }
  }
`;

const amount = (value: number) => <span className={value < 0 ? 'negative' : undefined}>{formatEuroRound(value)}</span>;

const GroupTitle = styled.h4`
  margin: 12px 0 0;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${theme.muted};
`;

const CardsBox = styled.div`
  .negative {
    color: ${theme.danger};
  }
`;

const LineLabel = styled.span`
  .line {
    display: inline-block;
    min-width: 2.2em;
  }
  .note {
    display: block;
    font-weight: 400;
    font-size: 0.85em;
    color: ${theme.muted};
  }
`;

/** On a phone: a card per line, the total first, then each property's share. */
function Form2044Cards({ r }: { r: RevenusFonciers }) {
  const columns = formColumns(r);
  const cardColumns: CardColumn<FormLine>[] = [
    {
      key: 'ligne',
      header: 'Ligne',
      render: (l) => (
        <LineLabel>
          <span className="line">{l.line}</span> {l.wording}
          {l.note ? <span className="note">{l.note}</span> : null}
        </LineLabel>
      ),
    },
    { key: 'total', header: 'Total', numeric: true, render: (l) => amount(columns.total[l.line]) },
    ...columns.biens.map((b) => ({
      key: b.IM_NOM,
      header: `${b.IM_NOM} (quote-part ${formatPercent(b.quote_part)})`,
      numeric: true,
      render: (l: FormLine) => amount(b.lignes[l.line]),
    })),
  ];
  return (
    <CardsBox className="form-2044">
      {formGroups(r.annee).map((g) => (
        <section key={g.title} aria-label={g.title}>
          <GroupTitle>{g.title}</GroupTitle>
          <RowCards columns={cardColumns} rows={g.lines} rowKey={(l) => l.line} label={`Lignes : ${g.title}`} keyColumn="total" rowClass={(l) => (l.total ? 'total' : undefined)} />
        </section>
      ))}
    </CardsBox>
  );
}

/** `labelledBy`: the id of the heading that names the table. */
export function Form2044Table({ r, labelledBy }: { r: RevenusFonciers; labelledBy: string }) {
  // Printed from a phone, the cards print too: the statement stays whole.
  return usePhone() ? <Form2044Cards r={r} /> : <Form2044Grid r={r} labelledBy={labelledBy} />;
}

function Form2044Grid({ r, labelledBy }: { r: RevenusFonciers; labelledBy: string }) {
  const columns = formColumns(r);
  const groups = formGroups(r.annee);
  const span = columns.biens.length + 2;
  return (
    // A region the keyboard can scroll sideways on a phone.
    <Scroll className="form-2044" role="region" aria-label="Tableau de la déclaration 2044" tabIndex={0}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Ligne</th>
            {columns.biens.map((b) => (
              <th key={b.IM_NOM} scope="col" className="bien">
                <a href={propertyHref(b.IM_NOM)}>{b.IM_NOM}</a>
                <span className="share">quote-part {formatPercent(b.quote_part)}</span>
              </th>
            ))}
            <th scope="col" className="bien">
              Total
            </th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.title}>
            <tr className="group">
              <th scope="colgroup" colSpan={span}>
                <span>{g.title}</span>
              </th>
            </tr>
            {g.lines.map((l) => (
              <tr key={l.line} id={`ligne-${l.line}`} className={l.total ? 'total' : undefined}>
                <th scope="row">
                  <span className="line">{l.line}</span> {l.wording}
                  {l.note ? <span className="note">{l.note}</span> : null}
                </th>
                {columns.biens.map((b) => (
                  <td key={b.IM_NOM}>{amount(b.lignes[l.line])}</td>
                ))}
                <td className="all">{amount(columns.total[l.line])}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </Scroll>
  );
}
