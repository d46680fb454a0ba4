import { act, render, screen } from '@testing-library/react';
import { BUILT_TABLES } from '../testing/builtRouteTables';
import { setRouteTables, useRouteEntries } from './routeTables';

let renders = 0;
/** The titles of the films area's rows, as a page reading the tables shows them. */
function FilmTitles() {
  renders += 1;
  const entries = useRouteEntries();
  return <p>{entries.filter((e) => e.owner === 'films').map((e) => e.title).join(' · ')}</p>;
}

describe('useRouteEntries', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('shows the rows of a table read anew', async () => {
    render(<FilmTitles />);
    const films = BUILT_TABLES.films!;
    await act(async () => setRouteTables({ ...BUILT_TABLES, films: { ...films, routes: [...films.routes, { path: '/cine', title: 'Ciné' }] } }));
    expect(screen.getByText(/Ciné/)).toBeInTheDocument();
  });

  it('renders nothing again when the tables read at start are those already known', async () => {
    render(<FilmTitles />);
    const before = renders;
    await act(async () => setRouteTables(JSON.parse(JSON.stringify(BUILT_TABLES))));
    expect(renders).toBe(before);
  });
});
