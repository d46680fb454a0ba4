import { screen, within } from '@testing-library/dom';
import { formatEuro } from 'shared-kernel';
import type { RevenusFonciers } from '../../contract';
import { immoParamReplies as paramReplies } from '../../contract/fixtures';
import { renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers, table } from '../../testing/dom';
import { MAIN_RESIDENCE_NOTE, TAX_NOTICE } from './RentalIncome';

const YEAR = new Date().getFullYear() - 1;
const path = (year: number) => `immeubles/revenusfonciers/${year}`;
const statement = paramReplies[path(YEAR)] as RevenusFonciers;
const CAPTION = `Revenus fonciers ${YEAR} par bien`;
const txt = (text: string) => text.replace(/\s+/g, ' ');
const euros = (r: RevenusFonciers['total']) =>
  [r.loyers, r.honoraires, r.taxe_fonciere, r.interets, r.assurance, r.revenu_net].map(formatEuro);

describe('rental income (/revenus-fonciers/:annee)', () => {
  it('lists each property and the total, with the notices', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenus fonciers' })).toBeInTheDocument();
    const t = (await screen.findByRole('table', { name: CAPTION })) as HTMLTableElement;
    expect(headers(t)).toEqual([
      'Bien',
      'Loyers bruts',
      'Frais de gestion et honoraires',
      'Taxe foncière (hors TEOM)',
      "Intérêts d'emprunt",
      'Assurance emprunteur',
      'Revenu foncier net',
    ]);
    const rows = bodyRows(table(CAPTION));
    expect(rows).toHaveLength(statement.biens.length + 1);
    statement.biens.forEach((b, i) => {
      expect(cells(rows[i]!)).toEqual([b.IM_NOM, ...euros(b)]);
      expect(within(rows[i]!).getByRole('link', { name: b.IM_NOM })).toHaveAttribute('href', `#/bien/${encodeURIComponent(b.IM_NOM)}`);
      // Each line adds up.
      expect(b.revenu_net).toBeCloseTo(b.loyers - b.honoraires - b.taxe_fonciere - b.interets - b.assurance, 2);
    });
    const total = rows.at(-1)!;
    expect(total).toHaveClass('total');
    expect(cells(total)).toEqual(['Total', ...euros(statement.total)]);
    expect(within(total).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.getByText(TAX_NOTICE)).toBeInTheDocument();
    expect(screen.getByText(MAIN_RESIDENCE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← Revenus fonciers ${YEAR - 1}` })).toHaveAttribute('href', `#/revenus-fonciers/${YEAR - 1}`);
    expect(screen.getByRole('link', { name: `Revenus fonciers ${YEAR + 1} →` })).toHaveAttribute('href', `#/revenus-fonciers/${YEAR + 1}`);
  });

  it('says when the micro-foncier does not apply (gross rents over the ceiling)', async () => {
    expect(statement.micro_foncier.applicable).toBe(false);
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    const regimes = await screen.findByRole('region', { name: 'Réel ou micro-foncier' });
    expect(regimes).toHaveTextContent('Micro-foncier non applicable');
    expect(regimes).toHaveTextContent(txt(`dépassent le plafond de ${formatEuro(15000)}`));
    expect(regimes).toHaveTextContent('Régime le plus favorable : réel');
  });

  it('shows the micro-foncier result and names it the better regime when it is', async () => {
    const bien = { IM_NOM: 'Studio Lyon', loyers: 9000, honoraires: 0, taxe_fonciere: 500, interets: 0, assurance: 0, revenu_net: 8500 };
    const small: RevenusFonciers = {
      annee: 2020,
      biens: [bien],
      total: { loyers: 9000, honoraires: 0, taxe_fonciere: 500, interets: 0, assurance: 0, revenu_net: 8500 },
      micro_foncier: { applicable: true, abattement: 2700, revenu_net: 6300 },
      regime_le_plus_favorable: 'micro',
      plafond_micro: 15000,
    };
    await renderRoute('/revenus-fonciers/2020', { replies: { [path(2020)]: small } });
    const regimes = await screen.findByRole('region', { name: 'Réel ou micro-foncier' });
    expect(regimes).toHaveTextContent(txt(`Revenu imposable au micro-foncier : ${formatEuro(6300)}`));
    expect(regimes).toHaveTextContent(txt(`${formatEuro(9000)} − ${formatEuro(2700)} = ${formatEuro(6300)}`));
    expect(regimes).toHaveTextContent('Régime le plus favorable : micro-foncier');
  });

  it('says « introuvables » for a year without a statement, without logging an error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    await renderRoute('/revenus-fonciers/1999');
    expect(await screen.findByText(/Revenus fonciers 1999 introuvables/)).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the error panel with « Réessayer » when the statement cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute(`/revenus-fonciers/${YEAR}`, { failures: { revenusFonciers: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger les revenus fonciers de cette année.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
