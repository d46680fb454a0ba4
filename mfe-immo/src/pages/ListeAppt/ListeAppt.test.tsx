import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatDate, formatEuro } from 'shared-kernel';
import type { Immo } from 'area-immo/contract';
import { fixtureOf, healApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, card, cardTexts, cells, headers } from '../../testing/dom';

const { immos } = fixtureOf('allDataImmos');
const unsold = immos.filter((i) => i.IM_VENDU === 0);

async function listTable() {
  return (await screen.findByRole('table', { name: 'Biens non vendus' })) as HTMLTableElement;
}

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe("unsold property list 'Liste Appt' (/listeappt)", () => {
  it('lists the unsold properties with the spec columns', async () => {
    await renderRoute('/listeappt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste Appt' })).toBeInTheDocument();
    const t = await listTable();
    expect(headers(t)).toEqual(['Nom', 'PA', 'Date Fin.P', 'Pret', 'Loyer', 'Agence']);
    expect(unsold.length).toBeLessThan(immos.length); // sold ones are left out
    const rows = bodyRows(t);
    expect(rows).toHaveLength(unsold.length);
    rows.forEach((row, i) => {
      const immo = unsold[i]!;
      expect(cells(row)).toEqual([
        immo.IM_INDIVISION === 1 ? `${immo.IM_NOM} (indivision)` : immo.IM_NOM,
        formatEuro(immo.IM_PA),
        formatDate(immo.IM_FIN_PRET),
        formatEuro(immo.IM_PRET_MT),
        formatEuro(immo.IM_MT_LOYER),
        formatEuro(immo.IM_AGENCE),
      ]);
      expect(within(row).getByRole('link', { name: immo.IM_NOM })).toHaveAttribute('href', `#/bien/${encodeURIComponent(immo.IM_NOM)}`);
    });
  });

  it('styles joint ownership differently and highlights properties with a loan', async () => {
    await renderRoute('/listeappt');
    const rows = bodyRows(await listTable());
    const joint = (i: Immo) => i.IM_INDIVISION === 1;
    const loan = (i: Immo) => i.IM_PRET_MT !== 0;
    // The fixture covers every combination.
    expect(unsold.some((i) => joint(i) && loan(i))).toBe(true);
    expect(unsold.some((i) => joint(i) && !loan(i))).toBe(true);
    expect(unsold.some((i) => !joint(i) && loan(i))).toBe(true);
    expect(unsold.some((i) => !joint(i) && !loan(i))).toBe(true);
    rows.forEach((row, i) => {
      const immo = unsold[i]!;
      expect(row.classList.contains('joint')).toBe(joint(immo));
      expect(row.classList.contains('highlight')).toBe(loan(immo));
      if (joint(immo)) expect(within(row).getByTitle('Bien en indivision')).toBeInTheDocument();
    });
  });

  it("'Détail' reveals the sale-price bubble chart and a detail card per property, and hides them again", async () => {
    await renderRoute('/listeappt');
    await listTable();
    const button = screen.getByRole('button', { name: 'Détail' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Détail des biens' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const figure = await screen.findByRole(
      'figure',
      { name: 'Bulles des prix de vente des biens non vendus, par type' },
      { timeout: 5000 },
    );
    // One bubble per property (leaves only), all of them have a price.
    expect(figure.querySelectorAll('circle')).toHaveLength(unsold.length);
    expect(screen.getByText(/le prix d'achat sert d'estimation/)).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Détail des biens' });
    for (const immo of unsold) {
      const title = immo.IM_INDIVISION === 1 ? `${immo.IM_NOM} (indivision)` : immo.IM_NOM;
      const texts = cardTexts(title, details);
      expect(texts).toEqual(
        expect.arrayContaining([
          immo.IM_TYPE_PROP,
          formatDate(immo.IM_DATE_ACHAT),
          formatEuro(immo.IM_PA),
          formatEuro(immo.IM_MT_LOYER),
          formatEuro(immo.IM_PRET_MT),
          immo.IM_FIN_PRET ? formatDate(immo.IM_FIN_PRET) : '—',
          immo.IM_COMMENT ?? '—',
        ]),
      );
      expect(card(title, details)).toBeInTheDocument();
    }

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Détail des biens' })).not.toBeInTheDocument();
  });

  it('shows the spec message and the faulty field when a property is malformed, then the list after Réessayer', async () => {
    const consoleError = silenceConsoleError();
    const broken = { ...immos[0], IM_TYPE_PROP: 'CHATEAU' };
    await renderRoute('/listeappt', { malformed: { allDataImmos: { immos: [broken], opvcm: [] } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(alert).toHaveTextContent('immos.0.IM_TYPE_PROP');
    expect(screen.queryByRole('table', { name: 'Biens non vendus' })).not.toBeInTheDocument();

    healApi();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(bodyRows(await listTable())).toHaveLength(unsold.length);
    consoleError.mockRestore();
  });
});
