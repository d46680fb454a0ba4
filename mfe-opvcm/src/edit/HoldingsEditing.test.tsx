import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, formatEuro, queryClient } from 'shared-kernel';
import { type StoredRow } from 'shared-kernel/edit';
import { allowEditing, fakeDataApi, resetEditing } from 'shared-kernel/testing';
import type { opvcmSections } from 'area-opvcm/contract';
import { BricksEditing } from './BricksEditing';
import { HoldingsEditing } from './HoldingsEditing';

type Holding = StoredRow<typeof opvcmSections.opvcm>;

const holding = (id: number, OP_NOM: string, OP_TYPE_PLCMT: Holding['OP_TYPE_PLCMT']): Holding => ({
  id,
  OP_BQ: 'Linxea',
  OP_NOM,
  OP_MT_VTE: 1000 + id,
  OP_MT_ACHAT: 900,
  OP_TYPE_PLCMT,
  OP_BENEF: 'Léa',
  OP_DATE: '2020-01-15',
});
const ROWS = [holding(1, 'Fonds euros Netissima', 'ASSV0'), holding(2, 'ETF World', 'PEA'), holding(3, 'Fonds euros Suravenir', 'ASSV0')];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

describe('editing the holdings', () => {
  it('lists the selection’s holdings with « Modifier », « Vendre » and « Supprimer »', async () => {
    allowEditing();
    fakeDataApi({ opvcm: ROWS });
    render(<HoldingsEditing filter="ASSV0" />);
    const table = await screen.findByRole('table', { name: 'Saisie des placements (Assv-0)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Fonds euros NetissimaLinxea · ASSV0', 'Fonds euros SuravenirLinxea · ASSV0']);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe(formatEuro(1001));
    expect(within(rows[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Modifier', 'Vendre', 'Supprimer']);
    expect(screen.getByRole('region', { name: 'Modifier : Saisie des placements (Assv-0)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vendre le placement « Fonds euros Suravenir » (Linxea)' }));
    expect(screen.getByRole('group', { name: 'Vendre « Fonds euros Suravenir » (Linxea)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Montant de la vente (€)')).toHaveValue('1003');
  });

  it('adds a holding of the selection’s type, bought today, with every field labelled', async () => {
    allowEditing();
    fakeDataApi({ opvcm: ROWS });
    render(<HoldingsEditing filter="PEA" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un placement' });
    for (const label of ['Nom du placement', 'Banque', 'Bénéficiaire', 'Montant de l’achat (€)', 'Montant de vente (€)', 'Date d’achat']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Type de placement')).toHaveValue('PEA');
    expect(within(form).getByRole('option', { name: "PEA : Plan d'épargne en actions" })).toBeInTheDocument();
    expect((within(form).getByLabelText('Date d’achat') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says « date d'achat inconnue » for an undated holding, counts those of every type, and « Modifier » sets the date", async () => {
    allowEditing();
    // Brought from the old site: no purchase date, recorded on 2026-11-23.
    const undated = { ...holding(4, 'Livret A', 'ASSV0'), OP_DATE: null, enregistre_le: '2026-11-23' };
    const calls = fakeDataApi({ opvcm: [...ROWS, undated, { ...holding(5, 'Actions Air Liquide', 'ACT'), OP_DATE: null }] });
    render(<HoldingsEditing filter="ASSV0" />);
    const table = await screen.findByRole('table', { name: 'Saisie des placements (Assv-0)' });
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(cells).toEqual(['Fonds euros NetissimaLinxea · ASSV0', 'Fonds euros SuravenirLinxea · ASSV0', "Livret ALinxea · ASSV0 · date d'achat inconnue"]);
    // Two undated, one of them an ACT holding the Assv-0 selection does not show.
    expect(
      screen.getByText(
        "2 placements ont une date d'achat inconnue : le patrimoine les compte depuis le jour de leur saisie. Indiquez-la avec « Modifier » (1 hors de cette sélection : bouton « All »).",
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier le placement « Livret A » (Linxea)' }));
    const form = screen.getByRole('group', { name: 'Modifier le placement « Livret A » (Linxea)' });
    const date = within(form).getByLabelText('Date d’achat');
    expect(date).toHaveValue('');
    await user.type(date, '2019-03-12');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('data/opvcm/4');
    expect(put.body).toMatchObject({ OP_NOM: 'Livret A', OP_BQ: 'Linxea', OP_DATE: '2019-03-12', OP_MT_VTE: 1004 });
  });

  it('shows nothing, and reads nothing, where the api cannot write', async () => {
    const calls = fakeDataApi({ opvcm: ROWS, bricks: [] });
    const { container } = render(
      <>
        <HoldingsEditing filter="ALL" />
        <BricksEditing />
      </>,
    );
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('capabilities'));
    expect(container).toBeEmptyDOMElement();
    expect(calls.map((c) => c.path)).toEqual(['capabilities']);
  });

  it('shows nothing when the owner is signed out', async () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: false, signInRequired: true });
    const calls = fakeDataApi({ opvcm: ROWS });
    const { container } = render(<HoldingsEditing filter="ALL" />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});

describe('editing the bricks', () => {
  it('lists each brick with its rents’ total, and edits it with its rent lines', async () => {
    allowEditing();
    fakeDataApi({ bricks: [{ id: 2, nom: 'Villa Azur Nice', achat: 4000, loyers: { 'Loyers 2023': 200, Prime: 30 } }] });
    render(<BricksEditing />);
    const table = await screen.findByRole('table', { name: 'Achats et loyers par brick' });
    expect(within(table).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['Villa Azur Nice', formatEuro(4000), formatEuro(230)]);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier la brick « Villa Azur Nice »' }));
    expect(screen.getByRole('group', { name: 'Ligne 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de la brick')).toHaveValue('Villa Azur Nice');
  });
});
