import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowEditing, resetEditing } from '../testing/dataApi';
import { sampleSection } from '../testing/sampleSection';
import type { StoredRow } from './dataWrites';
import { EditableRows, type EditableRowsProps } from './EditableRows';

type Expense = StoredRow<typeof sampleSection>;

const expense = (id: number, day: number, label: string): Expense => ({
  id,
  COP_DATE: `2024-03-${String(day).padStart(2, '0')}`,
  COP_LIBELLE: label,
  COP_MONT: 1,
  COP_GARAGE: null,
});
const ROWS = [expense(1, 15, 'Pain'), expense(2, 17, 'Lait'), expense(3, 16, 'Beurre')];
const latestFirst = (a: Expense, b: Expense) => b.COP_DATE.localeCompare(a.COP_DATE);

function renderRows(props: Partial<EditableRowsProps<typeof sampleSection>>) {
  return render(
    <EditableRows
      section={sampleSection}
      rows={ROWS}
      caption="Dépenses de 2024"
      columns={[{ label: 'Libellé', value: (e) => e.COP_LIBELLE }]}
      fields={[]}
      newRow={() => ({})}
      addTitle="Ajouter une dépense"
      describe={(e) => `la dépense « ${e.COP_LIBELLE} »`}
      noun={{ singular: 'Dépense', feminine: true }}
      {...props}
    />,
  );
}

/** The labels of the table's rows, in the order shown. */
const shown = () =>
  within(screen.getByRole('table', { name: 'Dépenses de 2024' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('td')?.textContent);

beforeEach(allowEditing);
afterEach(resetEditing);

describe('EditableRows', () => {
  it('shows the rows as given, every one, without a pager', () => {
    renderRows({});
    expect(shown()).toEqual(['Pain', 'Lait', 'Beurre']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows them in the order asked', () => {
    renderRows({ order: latestFirst });
    expect(shown()).toEqual(['Lait', 'Beurre', 'Pain']);
  });

  it('shows them `perPage` at a time, in order, with a pager named by the caption', async () => {
    renderRows({ order: latestFirst, perPage: 2 });
    expect(shown()).toEqual(['Lait', 'Beurre']);
    const pager = screen.getByRole('navigation', { name: 'Pagination : Dépenses de 2024' });
    expect(pager).toHaveTextContent('1 à 2 sur 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Suivant' }));
    expect(shown()).toEqual(['Pain']);
    expect(pager).toHaveTextContent('3 à 3 sur 3');
  });
});
