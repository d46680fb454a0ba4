/**
 * /revenus-fonciers: the years whose rental-income statement (form 2044) can be opened, latest
 * first; last year's is the one to declare this spring.
 */
import styled from 'styled-components';
import { Page, QueryView, theme, type PageProps } from 'shared-kernel';
import { allDataImmos } from 'area-immo/contract';
import { useImmos } from '../../data/useImmos';
import { incomeHref, lastIncomeYear } from '../../links/links';
import { incomeYears } from './incomeYears';

const Years = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  li {
    padding: 10px 12px;
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  }
  a {
    font-weight: 600;
  }
  small {
    display: block;
  }
`;

const noteOf = (year: number, thisYear: number): string | null =>
  year === thisYear ? 'Année en cours' : year === lastIncomeYear() ? `À déclarer en ${thisYear}` : null;

export function RentalIncomeYears({ route }: PageProps) {
  const query = useImmos();
  const thisYear = new Date().getFullYear();
  return (
    <Page route={route}>
      <p>La déclaration 2044 des revenus fonciers, année par année, sur votre quote-part de chaque bien.</p>
      <QueryView query={query} endpoint={allDataImmos}>
        {(immos) => (
          <Years aria-label="Années">
            {incomeYears(immos, thisYear).map((year) => {
              const note = noteOf(year, thisYear);
              return (
                <li key={year}>
                  {/* A plain hash link: the year's page may be served by the shell's router, not ours. */}
                  <a href={incomeHref(year)}>Revenus fonciers {year}</a>
                  {note ? <small>{note}</small> : null}
                </li>
              );
            })}
          </Years>
        )}
      </QueryView>
    </Page>
  );
}
