import { screen, within } from '@testing-library/dom';
import { renderRoute } from '../../testing/renderRoute';
import { incomeYears } from './incomeYears';

describe('/revenus-fonciers: the years of the statement', () => {
  it('lists this year down to the first let property bought, the main residence left out', () => {
    const immos = [
      { IM_TYPE_PROP: 'PROP', IM_DATE_ACHAT: '2022-06-12' },
      { IM_TYPE_PROP: 'PRINC', IM_DATE_ACHAT: '2015-01-01' },
      { IM_TYPE_PROP: 'INDI', IM_DATE_ACHAT: '2023-02-01' },
      { IM_TYPE_PROP: 'NUE', IM_DATE_ACHAT: null },
    ] as const;
    expect(incomeYears(immos, 2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(incomeYears([], 2026)).toEqual([2026]);
  });

  it('links each year to its statement, last year’s to declare this year', async () => {
    await renderRoute('/revenus-fonciers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenus fonciers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Années' });
    const year = new Date().getFullYear();
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent(`Revenus fonciers ${year}`);
    expect(links[0]).toHaveAttribute('href', `#/revenus-fonciers/${year}`);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(`Revenus fonciers ${year - 1}À déclarer en ${year}`);
  });
});
