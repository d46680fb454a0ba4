import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatEuro, formatPercent } from 'shared-kernel';
import { fixtureOf, healApi, holdApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { card, cardTexts, cardValue } from '../../testing/dom';
import { LATE_LINKS, LATE_RENTS, LATE_TOTAL_TEXT } from '../../testing/lateRents';

const recap = fixtureOf('recapLoyers');
const SPEC_COLOURS = ['blue', 'green', 'orange', 'cherry', 'red'];

async function summaryLoaded() {
  await waitFor(() => expect(cardValue('Loyers théoriques')).toBe(formatEuro(recap.totalLoyerTheorique)));
}

describe('rent recap (/recap and /loyers)', () => {
  it('shows the five summary cards computed from the recap', async () => {
    await renderRoute('/recap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Récap loyers' })).toBeInTheDocument();
    await summaryLoaded();

    const monthly = Object.values(recap.immos).reduce((s, i) => s + i.IM_MT_LOYER, 0);
    expect(monthly).toBeGreaterThan(0);
    expect(cardValue('Loyers mensuels')).toBe(formatEuro(monthly));
    expect(cardValue('Loyers perçus')).toBe(formatEuro(recap.totalLoyerPercus));
    expect(cardValue('Pourcentage réalisé')).toBe(
      formatPercent((100 * recap.totalLoyerPercus) / recap.totalLoyerTheorique),
    );
    expect(cardValue('Honoraires')).toBe(formatEuro(recap.totalHonoraires));
    // Same formatted text as fr-FR Intl: narrow no-break space as thousands separator.
    expect(cardValue('Loyers théoriques')).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
  });

  it('shows one card per property with its theoretical rent and percentage, colours cycling', async () => {
    await renderRoute('/recap');
    await summaryLoaded();
    const entries = Object.values(recap.immos);
    expect(entries.length).toBeGreaterThan(SPEC_COLOURS.length); // the cycle wraps
    const section = screen.getByRole('region', { name: 'Loyers par bien' });
    entries.forEach((immo, i) => {
      const percentage = immo.loyerTheo === 0 ? 0 : (100 * immo.LOYER_MOIS) / (12 * immo.loyerTheo);
      expect(cardValue(immo.IM_NOM, section)).toBe(formatEuro(immo.loyerTheo));
      if (immo.IM_TYPE_PROP === 'PRINC') {
        // The main residence: marked so, no rate of a rent it does not ask.
        expect(cardTexts(immo.IM_NOM, section)).toContain('Résidence principale');
        expect(card(immo.IM_NOM, section)).not.toHaveTextContent('Réalisé');
      } else {
        expect(cardTexts(immo.IM_NOM, section)).toContain(`Réalisé : ${formatPercent(percentage)}`);
      }
      expect(card(immo.IM_NOM, section)).toHaveAttribute('data-color', SPEC_COLOURS[i % SPEC_COLOURS.length]);
      expect(within(card(immo.IM_NOM, section)).getByRole('link', { name: immo.IM_NOM })).toHaveAttribute(
        'href',
        `#/bien/${encodeURIComponent(immo.IM_NOM)}`,
      );
    });
    const year = new Date().getFullYear() - 1;
    expect(screen.getByRole('link', { name: `Revenus fonciers ${year}` })).toHaveAttribute('href', `#/revenus-fonciers/${year}`);
  });

  it('/loyers marks the months a lease has not fully paid, on its property’s card', async () => {
    await renderRoute('/loyers');
    await summaryLoaded();
    const section = screen.getByRole('region', { name: 'Loyers par bien' });
    // Villeurbanne: 590 + 50 = 640 due last month, 400 received: 240 left of it.
    const d = new Date();
    const last = new Date(d.getFullYear(), d.getMonth() - 1, 1);
    const name = last.toLocaleDateString('fr-FR', { month: 'long' }) + (last.getFullYear() === d.getFullYear() ? '' : ` ${last.getFullYear()}`);
    expect(card('Villeurbanne Gratte-Ciel', section)).toHaveTextContent(new RegExp(`Non soldés? : ${name} \\(240,00\\s€\\)`));
    // Lyon is paid up: nothing marked.
    expect(card('Lyon Croix-Rousse', section)).not.toHaveTextContent('Non soldé');
  });

  it("shows '-' as the percentage realised when no rent was received", async () => {
    await renderRoute('/recap', { overrides: { recapLoyers: { ...recap, totalLoyerPercus: 0 } } });
    await summaryLoaded();
    expect(cardValue('Loyers perçus')).toBe(formatEuro(0));
    expect(cardValue('Pourcentage réalisé')).toBe('-');
  });

  it("shows the spec's placeholders (99, 88, 0) and a spinner until the recap arrives", async () => {
    const release = holdApi();
    await renderRoute('/loyers');
    expect(screen.getByRole('heading', { level: 1, name: 'Loyers' })).toBeInTheDocument();
    expect(cardValue('Loyers théoriques')).toBe(formatEuro(99));
    expect(cardValue('Loyers perçus')).toBe(formatEuro(88));
    expect(cardValue('Honoraires')).toBe(formatEuro(0));
    expect(screen.getByRole('group', { name: 'Récapitulatif des loyers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');

    release();
    await summaryLoaded();
    expect(cardValue('Loyers perçus')).toBe(formatEuro(recap.totalLoyerPercus));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'erreur magasin' with the spec message, logs it, and Réessayer refetches", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/recap', { failures: { recapLoyers: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load recap loyers');
    expect(consoleError).toHaveBeenCalledWith('unable to load recap loyers', expect.any(Error));

    const calls = healApi(); // the backend is back
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await summaryLoaded();
    expect(calls).toContain('immeubles/recaployers');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('/recap shows the late rents, their count and total, each month linked to its lease', async () => {
    const { calls } = await renderRoute('/recap', { overrides: { loyersRetards: LATE_RENTS } });
    const late = await screen.findByRole('region', { name: 'Loyers en retard' });
    expect(within(late).getByRole('heading', { level: 2, name: 'Loyers en retard' })).toBeInTheDocument();
    await waitFor(() => expect(late.querySelector('p')?.textContent).toBe(`3 loyers en retard, ${LATE_TOTAL_TEXT} restant dû`));
    expect(within(late).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(LATE_LINKS.map((l) => [l.name, l.href]));
    expect(calls).toContain('loyers/retards');
  });

  it('/recap says « Aucun loyer en retard. » when none is', async () => {
    await renderRoute('/recap', { overrides: { loyersRetards: [] } });
    const late = await screen.findByRole('region', { name: 'Loyers en retard' });
    await waitFor(() => expect(late).toHaveTextContent('Aucun loyer en retard.'));
  });

  it('/loyers neither shows nor reads the late rents', async () => {
    const { calls } = await renderRoute('/loyers', { overrides: { loyersRetards: LATE_RENTS } });
    await summaryLoaded();
    expect(screen.queryByRole('region', { name: 'Loyers en retard' })).not.toBeInTheDocument();
    expect(calls).not.toContain('loyers/retards');
  });

  it('/recap: the late rents failing show their error with « Réessayer », the recap still shows', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/recap', { failures: { loyersRetards: 503 } });
    const late = await screen.findByRole('region', { name: 'Loyers en retard' });
    const alert = await within(late).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger les loyers en retard.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await summaryLoaded();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    consoleError.mockRestore();
  });
});
