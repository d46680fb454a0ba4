import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowEditing, resetEditing } from '../testing/dataApi';
import { sampleSection } from '../testing/sampleSection';
import { EditableRows } from './EditableRows';
import { DataTable, type Column } from './DataTable';
import { usePhone } from '../ui/usePhone';

/** A screen of `width` px: matchMedia answers the kernel's phone query as a browser would, and tells of a change. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const list = (query: string) => ({
    get matches() {
      const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
      return current <= max;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  });
  window.matchMedia = jest.fn(list) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

afterEach(() => {
  // jsdom has no matchMedia: what the kernel sees in tests and in the prerender.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

interface Loan {
  nom: string;
  total: string;
  du: string;
  delai: string;
  taux: string;
}
const LOANS: Loan[] = [
  { nom: 'Lyon T2', total: '120 000,00 €', du: '84 500,00 €', delai: '96 mois', taux: '1,2 %' },
  { nom: 'total', total: '120 000,00 €', du: '84 500,00 €', delai: '', taux: '' },
];
const col = (key: keyof Loan, header: string, numeric = true): Column<Loan> => ({ key, header, numeric, render: (r) => r[key] });
const FIVE = [col('nom', 'Nom', false), col('total', 'Total'), col('delai', 'Délai'), col('taux', 'Taux'), col('du', 'Du')];

describe('usePhone', () => {
  function Probe() {
    return <p>{usePhone() ? 'téléphone' : 'écran large'}</p>;
  }

  it('is false without matchMedia (jsdom, the prerender)', () => {
    render(<Probe />);
    expect(screen.getByText('écran large')).toBeInTheDocument();
  });

  it('follows the width across 600 px', () => {
    const phone = screenOf(390);
    render(<Probe />);
    expect(screen.getByText('téléphone')).toBeInTheDocument();
    phone.resize(800);
    expect(screen.getByText('écran large')).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  it('shows a card per row beyond four columns: the name, then the key figure, then the others', () => {
    screenOf(390);
    render(<DataTable caption="Emprunts" columns={FIVE} rows={LOANS} rowKey={(r) => r.nom} keyColumn="du" rowClass={(r) => (r.nom === 'total' ? 'total' : undefined)} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Emprunts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Each label with its value, as a reader pairs them: « Du » first, then the columns in order.
    const pairs = [...cards[0]!.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(cards[0]!.querySelector('.card-label')).toHaveTextContent('Lyon T2');
    expect(pairs).toEqual(['Du 84 500,00 €', 'Total 120 000,00 €', 'Délai 96 mois', 'Taux 1,2 %']);
    expect(cards[0]!.querySelector('dd')).toHaveClass('key');
    expect(cards[1]).toHaveClass('total');
  });

  it('keeps a table of four columns or fewer, the key figure right after the first column', () => {
    screenOf(390);
    const four = [col('nom', 'Nom', false), col('total', 'Total'), col('delai', 'Délai'), col('du', 'Du')];
    render(<DataTable caption="Emprunts" columns={four} rows={LOANS} rowKey={(r) => r.nom} keyColumn="du" />);
    const headers = within(screen.getByRole('table', { name: 'Emprunts' })).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Nom', 'Du', 'Total', 'Délai']);
  });

  it('keeps the columns as written on a wide screen', () => {
    screenOf(1024);
    render(<DataTable caption="Emprunts" columns={FIVE} rows={LOANS} rowKey={(r) => r.nom} keyColumn="du" />);
    const headers = within(screen.getByRole('table', { name: 'Emprunts' })).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Nom', 'Total', 'Délai', 'Taux', 'Du']);
  });
});

describe('EditableRows on a phone', () => {
  beforeEach(allowEditing);
  afterEach(resetEditing);

  it('shows a card per row with its buttons under its figures, and opens the form inside the card', async () => {
    screenOf(375);
    render(
      <EditableRows
        section={sampleSection}
        rows={[{ id: 7, COP_DATE: '2024-03-15', COP_LIBELLE: 'Boulangerie', COP_MONT: 4.2, COP_GARAGE: null }]}
        caption="Dépenses de 2024"
        columns={[
          { label: 'Libellé', value: (e) => e.COP_LIBELLE },
          { label: 'Montant', value: () => '4,20 €', numeric: true },
        ]}
        fields={[{ name: 'COP_LIBELLE', label: 'Libellé', kind: 'text' }]}
        newRow={() => ({})}
        addTitle="Ajouter une dépense"
        describe={(e) => `la dépense « ${e.COP_LIBELLE} »`}
        noun={{ singular: 'Dépense', feminine: true }}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Dépenses de 2024' })).getByRole('listitem');
    expect(card.querySelector('.card-label')).toHaveTextContent('Boulangerie');
    expect(card.querySelector('dd')).toHaveTextContent('4,20 €');
    await userEvent.click(within(card).getByRole('button', { name: 'Modifier la dépense « Boulangerie »' }));
    expect(within(card).getByRole('group', { name: 'Modifier la dépense « Boulangerie »' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Supprimer la dépense « Boulangerie »' })).toBeInTheDocument();
  });
});
