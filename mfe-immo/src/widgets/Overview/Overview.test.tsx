import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { endpointQueryKey, formatEuro, formatInteger, queryClient } from 'shared-kernel';
import { PROPERTY_TYPES, loyersRetards } from 'area-immo/contract';
import { immoFixtures } from 'area-immo/contract/fixtures';
import { fixtureOf, healApi, renderLateRents, renderOverview, silenceConsoleError } from '../../testing/renderRoute';
import { cardValue } from '../../testing/dom';
import { LATE_LINKS, LATE_RENTS, LATE_TOTAL_TEXT } from '../../testing/lateRents';
import remote from '../../remote';

const { immos } = fixtureOf('allDataImmos');
const recap = fixtureOf('recapLoyers');

describe('Home overview widget', () => {
  it('Home opens on « À faire » (its first section): the count and the first three items, the link to the list', async () => {
    const items = fixtureOf('aFaire');
    expect(items.length).toBeGreaterThan(3);
    await renderLateRents();
    const box = await screen.findByRole('region', { name: 'À faire' });
    expect(await within(box).findByText(`${items.length} choses à faire`)).toBeInTheDocument();
    const first = within(box).getByRole('list', { name: 'Les plus urgentes' });
    expect(within(first).getAllByRole('listitem').map((li) => li.firstChild!.textContent)).toEqual(items.slice(0, 3).map((i) => i.titre));
    // The fixture's first item is ten days past: said so.
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent(/Depuis le \d+/);
    expect(within(box).getByRole('link', { name: `Voir tout et agir (${items.length})` })).toHaveAttribute('href', '#/a-faire');
  });

  it('« À faire » failing says so in its box, with « Réessayer »', async () => {
    const consoleError = silenceConsoleError();
    await renderLateRents({ failures: { aFaire: 500 } });
    const box = await screen.findByRole('region', { name: 'À faire' });
    const alert = await within(box).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger la liste « À faire ».');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("shows 'Total parc', 'Nbre vendus' and a count per property type", async () => {
    const { container } = await renderOverview();
    const parc = await screen.findByRole('group', { name: 'Parc immobilier' });
    expect(cardValue('Total parc', parc)).toBe(formatInteger(immos.length));
    const sold = immos.filter((i) => i.IM_VENDU === 1).length;
    expect(sold).toBeGreaterThan(0);
    expect(cardValue('Nbre vendus', parc)).toBe(formatInteger(sold));
    for (const type of PROPERTY_TYPES) {
      const count = immos.filter((i) => i.IM_TYPE_PROP === type).length;
      expect(count).toBeGreaterThan(0);
      expect(cardValue(type, parc)).toBe(formatInteger(count));
    }
    expect(within(parc).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Total parc',
      'Nbre vendus',
      'PROP',
      'PRINC',
      'NUE',
      'INDI',
    ]);
    // A widget has no page heading of its own: it sits in the Home page.
    expect(within(container).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('adds the rent recap summary cards, without the per-property cards', async () => {
    await renderOverview();
    // The placeholders' cards are replaced when the recap arrives: query the group again.
    const summary = () => screen.getByRole('group', { name: 'Récapitulatif des loyers' });
    await waitFor(() => expect(cardValue('Loyers théoriques', summary())).toBe(formatEuro(recap.totalLoyerTheorique)));
    expect(cardValue('Loyers perçus', summary())).toBe(formatEuro(recap.totalLoyerPercus));
    expect(cardValue('Honoraires', summary())).toBe(formatEuro(recap.totalHonoraires));
    expect(screen.queryByRole('region', { name: 'Loyers par bien' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /récap des loyers/ })).toHaveAttribute('href', '#/recap');
  });

  it('shows the spec message for alldata when the properties cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderOverview({ failures: { allDataImmos: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load immos on immostore init', expect.any(Error));
    // The rent recap, loaded separately, still shows.
    await waitFor(() => expect(cardValue('Loyers perçus')).toBe(formatEuro(recap.totalLoyerPercus)));
    consoleError.mockRestore();
  });

  it('Home opens on the late rents: one line in « À faire », their count and total, linked to /recap', async () => {
    await renderLateRents({ overrides: { loyersRetards: LATE_RENTS } });
    const box = await screen.findByRole('region', { name: 'À faire' });
    const line = await within(box).findByRole('link', { name: `3 loyers en retard : ${LATE_TOTAL_TEXT}` });
    expect(line).toHaveAttribute('href', '#/recap');
    // Above « À faire »'s own count, and no list of months here: they are under the overview.
    expect(box.querySelector('p')).toContainElement(line);
    expect(within(box).getByText(`${fixtureOf('aFaire').length} choses à faire`)).toBeInTheDocument();
    expect(within(box).queryByRole('region', { name: 'Loyers en retard' })).not.toBeInTheDocument();
  });

  it('the overview lists the late rents: their count, the total still due, each month linked to its lease', async () => {
    await renderOverview({ overrides: { loyersRetards: LATE_RENTS } });
    const late = await screen.findByRole('region', { name: 'Loyers en retard' });
    await waitFor(() => expect(late.querySelector('p')?.textContent).toBe(`3 loyers en retard, ${LATE_TOTAL_TEXT} restant dû`));
    // In Home's « Aperçu du parc »: a heading under its h2.
    expect(within(late).getByRole('heading', { level: 3, name: 'Loyers en retard' })).toBeInTheDocument();
    const links = within(late).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(LATE_LINKS.map((l) => [l.name, l.href]));
    expect(within(late).getAllByRole('listitem')[0]!.textContent).toBe(`Chambéry Le Biollay, mars 2025 : Léo Durand, ${formatEuro(212.5)} restant dû, 72 jours de retard`);
    expect(within(late).getAllByRole('listitem')[2]).toHaveTextContent('1 jour de retard');
    expect(screen.queryByText('Aucun loyer en retard.')).not.toBeInTheDocument();
  });

  it('says « Aucun loyer en retard. » in the overview when none is, and Home\'s first section has no late-rents line', async () => {
    const { unmount } = await renderOverview({ overrides: { loyersRetards: [] } });
    expect(await screen.findByText('Aucun loyer en retard.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loyers en retard' })).not.toBeInTheDocument();
    await unmount();
    await renderLateRents({ overrides: { loyersRetards: [] } });
    const box = await screen.findByRole('region', { name: 'À faire' });
    await within(box).findByRole('list', { name: 'Les plus urgentes' });
    expect(within(box).queryByText(/loyers? en retard/)).not.toBeInTheDocument();
    expect(within(box).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#/a-faire']);
  });

  it('a failed read of the late rents shows its error with « Réessayer » in Home\'s first section only', async () => {
    const consoleError = silenceConsoleError();
    await renderLateRents({ failures: { loyersRetards: 500 } });
    // Its retries done, the section shows the error: Home cannot tell whether a rent is late.
    const box = await screen.findByRole('region', { name: 'À faire' });
    const alert = await within(box).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger les loyers en retard.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // « À faire » read fine: it shows under the error.
    expect(within(box).getByRole('list', { name: 'Les plus urgentes' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Impossible de charger les loyers en retard.', expect.any(Error));

    const calls = healApi({ ...immoFixtures, loyersRetards: LATE_RENTS });
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(box).findByRole('link', { name: `3 loyers en retard : ${LATE_TOTAL_TEXT}` })).toBeInTheDocument();
    expect(calls).toContain('loyers/retards');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('the overview leaves a failed read of the late rents to Home\'s first section', async () => {
    const consoleError = silenceConsoleError();
    await renderOverview({ failures: { loyersRetards: 500 } });
    await screen.findByRole('group', { name: 'Parc immobilier' });
    // Its retries done: failed for good.
    await waitFor(() => expect(queryClient.getQueryState(endpointQueryKey(loyersRetards))?.status).toBe('error'), { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Loyers en retard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith('Impossible de charger les loyers en retard.', expect.anything());
    consoleError.mockRestore();
  });

  it('declares the late rents and « À faire » among the data Home prefetches for them', () => {
    expect(remote.widgets.overview!.prefetch.map((e) => (typeof e === 'string' ? e : e.path))).toContain('loyers/retards');
    expect(remote.widgets.lateRents!.prefetch.map((e) => (typeof e === 'string' ? e : e.path))).toEqual(['loyers/retards', 'a-faire']);
  });
});
