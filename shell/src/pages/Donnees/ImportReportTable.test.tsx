import { render, screen, within } from '@testing-library/react';
import { ImportReportTable } from './ImportReportTable';

const sections = { baux: { libelle: 'Baux', added: 1, changed: 0, removed: 0, unchanged: 0 } };

describe('the import report', () => {
  it('lists what the api changed beyond the file, under the counts', () => {
    const remarque = 'bail de Inès Roux (« T2 Nantes ») : fin le 15/07/2025, date de la vente du bien, au lieu du 31/12/2027';
    render(<ImportReportTable report={{ mode: 'merge', dryRun: false, sections, remarques: [remarque] }} caption="Import effectué (fusion)" />);
    expect(within(screen.getByRole('list', { name: 'Remarques' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([remarque]);
  });

  it('says nothing more when there is nothing to say', () => {
    render(<ImportReportTable report={{ mode: 'merge', dryRun: false, sections }} caption="Import effectué (fusion)" />);
    expect(screen.queryByRole('list', { name: 'Remarques' })).not.toBeInTheDocument();
  });
});
