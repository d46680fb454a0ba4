import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { serveDataApi } from 'shared-kernel/testing';
import type { RentDue } from 'area-immo/contract';
import { propertyRows } from '../../testing/dataRows';
import { bodyRows, cells } from '../../testing/dom';
import { renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { monthLabel, monthOf, shiftMonth } from '../../rents/months';

const MONTH = monthOf();
const PREVIOUS = shiftMonth(MONTH, -1);
const E = (text: string) => text.replace(/ /g, '\u00a0');
const day = (month: string, d: string) => `${d}/${month.slice(5)}/${month.slice(0, 4)}`;

/** A month of four leases, figures worked by hand: du = loyer_hc + charges, reste = du − recu. */
function month(mois: string): RentDue[] {
  const due = (
    bail_id: number,
    IM_NOM: string,
    locataire: string,
    loyer_hc: number,
    charges: number,
    recu: number,
    statut: RentDue['statut'],
    jours_retard: number,
    arrieres: RentDue['arrieres'] = [],
  ) => ({
    bail_id,
    IM_NOM,
    locataire,
    mois,
    echeance: `${mois}-05`,
    du: loyer_hc + charges,
    loyer_hc,
    charges,
    recu,
    reste: loyer_hc + charges - recu,
    statut,
    jours_retard,
    paye_le: statut === 'paye' ? `${mois}-03` : null,
    arrieres,
  });
  return [
    // 780 + 60 = 840, all received.
    due(1, 'Lyon Croix-Rousse', 'Claire Martin', 780, 60, 840, 'paye', 0),
    // 640 + 40 = 680, 400 received: 280 left, 12 days late.
    due(2, 'Villeurbanne Gratte-Ciel', 'Hugo Bernard', 640, 40, 400, 'partiel', 12),
    // 920 + 120 = 1 040, nothing received, 20 days late.
    due(3, 'Bordeaux Chartrons', 'Inès Petit', 920, 120, 0, 'impaye', 20),
    // 500 + 25 = 525, not yet due; 200 still owed of last month.
    due(4, 'Nantes Graslin', 'Louis Moreau', 500, 25, 0, 'a_venir', 0, [{ mois: shiftMonth(mois, -1), reste: 200 }]),
  ];
}

const replies = {
  // This month: the page reads the api's current month, as its route row says.
  ['loyers/echeances']: month(MONTH),
  [`loyers/echeances?mois=${PREVIOUS}`]: month(PREVIOUS).slice(0, 1),
};

const open = (envoi = false, failures = {}) => renderRoute('/baux', { replies, overrides: { documentCapacites: { envoi } }, failures });

const rentsTable = () => screen.findByRole('table', { name: `Loyers de ${monthLabel(MONTH)}` });
/** The figures rows (each followed by its documents row). */
const figureRows = (table: HTMLElement) => bodyRows(table).filter((r) => !r.classList.contains('docs'));
const docsOf = (tenant: string, property: string) => screen.getByRole('list', { name: `Documents, ${tenant} (${property})` });
const label = monthLabel(MONTH);
/** « de novembre » (« d’octobre », « de décembre 2025 » across a new year): the arrears' month as the line says it. */
const previousWord = monthLabel(PREVIOUS).replace(PREVIOUS.slice(0, 4) === MONTH.slice(0, 4) ? / \d{4}$/ : /^$/, '');
const previousOf = /^[ao]/.test(previousWord) ? `d’${previousWord}` : `de ${previousWord}`;

describe('/baux « Mes baux »', () => {
  it('opens on this month: one row per lease, amounts in fr-FR, the status in French with the days late', async () => {
    await open();
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveValue(MONTH);
    const table = await rentsTable();
    const rows = figureRows(table);
    expect(rows.map((r) => [r.querySelector('th')!.textContent, ...cells(r)])).toEqual([
      ['Lyon Croix-Rousse', 'Claire Martin', day(MONTH, '05'), E('840,00 €'), E('840,00 €'), E('0,00 €'), 'Payé'],
      ['Villeurbanne Gratte-Ciel', 'Hugo Bernard', day(MONTH, '05'), E('680,00 €'), E('400,00 €'), E('280,00 €'), 'Partiel, 12 jours de retard'],
      ['Bordeaux Chartrons', 'Inès Petit', day(MONTH, '05'), E('1\u202f040,00 €'), E('0,00 €'), E('1\u202f040,00 €'), 'Impayé, 20 jours de retard'],
      // Beside the month's line, its lease's arrears: 525 + 200 = 725 owed in all.
      ['Nantes Graslin', 'Louis Moreau', day(MONTH, '05'), E('525,00 €'), E('0,00 €'), E('525,00 €'), `À venirTotal dû : ${E('725,00 €')}, dont ${E('200,00 €')} ${previousOf}`],
    ]);
    // The scrolling box is reachable by keyboard.
    expect(screen.getByRole('region', { name: `Loyers de ${label}` })).toHaveAttribute('tabindex', '0');
  });

  it('offers on each row the documents that apply, and the year’s quittances', async () => {
    await open();
    await rentsTable();
    const offered = (tenant: string, property: string) =>
      within(docsOf(tenant, property))
        .getAllByRole('button', { name: /^Télécharger / })
        .map((b) => b.getAttribute('aria-label')!.replace(/^Télécharger /, '').replace(`, ${tenant} (${property})`, ''));
    const year = MONTH.slice(0, 4);
    expect(offered('Claire Martin', 'Lyon Croix-Rousse')).toEqual([`la quittance de ${label}`, `les quittances de ${year}`]);
    expect(offered('Hugo Bernard', 'Villeurbanne Gratte-Ciel')).toEqual([`le reçu de ${label}`, `la relance de ${label}`, `la mise en demeure de ${label}`, `les quittances de ${year}`]);
    expect(offered('Inès Petit', 'Bordeaux Chartrons')).toEqual([`l'avis d'échéance de ${label}`, `la relance de ${label}`, `la mise en demeure de ${label}`, `les quittances de ${year}`]);
    expect(offered('Louis Moreau', 'Nantes Graslin')).toEqual([`l'avis d'échéance de ${label}`, `les quittances de ${year}`]);
    expect(within(docsOf('Claire Martin', 'Lyon Croix-Rousse')).getByText(`Quittances de ${year}`)).toBeInTheDocument();
  });

  it('hides « Envoyer » when the api cannot e-mail', async () => {
    await open(false);
    await rentsTable();
    expect(screen.queryByRole('button', { name: /^Envoyer / })).not.toBeInTheDocument();
  });

  it('saves the PDF fetched from the api with the configured base, under a telling name', async () => {
    await open();
    await rentsTable();
    const urls: string[] = [];
    const harness = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/api/documents/')) return harness(input, init);
      urls.push(String(input));
      return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7']) } as unknown as Response;
    }) as typeof fetch;
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:quittance'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await userEvent.click(screen.getByRole('button', { name: `Télécharger la quittance de ${label}, Claire Martin (Lyon Croix-Rousse)` }));
      await waitFor(() => expect(saved).toEqual([`quittance-lyon-croix-rousse-${MONTH}.pdf`]));
      expect(urls).toEqual([`http://127.0.0.1:8080/api/documents/quittance/1/${MONTH}`]);
      expect(await screen.findByText(`La quittance de ${label} : téléchargement lancé.`)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: `Télécharger la mise en demeure de ${label}, Hugo Bernard (Villeurbanne Gratte-Ciel)` }));
      await waitFor(() => expect(urls).toHaveLength(2));
      expect(urls[1]).toBe(`http://127.0.0.1:8080/api/documents/relance/2/${MONTH}?niveau=mise-en-demeure`);
    } finally {
      click.mockRestore();
    }
  });

  it('shows the api’s 409 beside the row, and nothing is lost', async () => {
    await open();
    const table = await rentsTable();
    const refusal = "Le loyer de ce mois n'est pas payé en entier : pas de quittance. Téléchargez le reçu du paiement partiel.";
    serveDataApi({
      overHarness: true,
      routes: { [`GET documents/quittance/1/${MONTH}`]: [[409, { error: 'document_indisponible', message: refusal }]] },
    });
    await userEvent.click(screen.getByRole('button', { name: `Télécharger la quittance de ${label}, Claire Martin (Lyon Croix-Rousse)` }));
    const alert = await within(docsOf('Claire Martin', 'Lyon Croix-Rousse').parentElement!).findByRole('alert');
    expect(alert).toHaveTextContent(`Téléchargement impossible : ${refusal}`);
    // The table and its figures stay.
    expect(figureRows(table)).toHaveLength(4);
    expect(cells(figureRows(table)[0]!)).toContain('Payé');
  });

  it('« Envoyer » asks first, then e-mails and says so', async () => {
    await open(true);
    await rentsTable();
    const calls = serveDataApi({ overHarness: true, writesOnly: true });
    const send = screen.getByRole('button', { name: `Envoyer le reçu de ${label}, Hugo Bernard (Villeurbanne Gratte-Ciel)` });
    await userEvent.click(send);
    const ask = screen.getByRole('alertdialog', { name: `Envoyer le reçu de ${label} par e-mail à Hugo Bernard ?` });
    expect(within(ask).getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `documents/recu/2/${MONTH}/envoi`, body: undefined }]));
    expect(await screen.findByText(`Le reçu de ${label} a été envoyé par e-mail à Hugo Bernard.`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Escape leaves it unsent.
    await userEvent.click(screen.getByRole('button', { name: `Envoyer la relance de ${label}, Inès Petit (Bordeaux Chartrons)` }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('reads the month chosen', async () => {
    const { calls } = await open();
    await rentsTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mois' }), PREVIOUS);
    const table = await screen.findByRole('table', { name: `Loyers de ${monthLabel(PREVIOUS)}` });
    expect(figureRows(table)).toHaveLength(1);
    expect(calls.filter((c) => c === 'loyers/echeances')).toHaveLength(2);
  });

  it('says in French when the rents cannot be read, and « Réessayer » reads them again', async () => {
    silenceConsoleError();
    await open(false, { loyersEcheances: 500 });
    expect(await screen.findByText('Impossible de charger les loyers dus de ce mois.')).toBeInTheDocument();
    serveDataApi({ overHarness: true });
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ payload: month(MONTH) }) }) as Response) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await rentsTable()).toBeInTheDocument();
  });

  it('shows the deposits of ended leases with their legal deadline', async () => {
    await open();
    await rentsTable();
    serveDataApi({
      overHarness: true,
      rows: {
        baux: [
          lease({ id: 7, IM_NOM: 'Lyon Croix-Rousse', locataire: 'Paul Roux', fin: '2024-01-31', depot_garantie: 780, edl_conforme: 1 }),
          lease({ id: 8, IM_NOM: 'Nantes Graslin', locataire: 'Léa Blanc', fin: '2024-06-30', depot_garantie: 1000, edl_conforme: 0 }),
          lease({ id: 9, IM_NOM: 'Villeurbanne Gratte-Ciel', locataire: 'Hugo Bernard', fin: null }),
        ],
        immos: propertyRows(),
        proprietaire: [],
      },
    });
    const deposits = await screen.findByRole('region', { name: 'Dépôts de garantie des baux terminés' });
    const items = await within(deposits).findAllByRole('listitem');
    // Keys on 30 June 2024, inspection not matching: two months, 30 August 2024.
    expect(items[0]).toHaveTextContent(`Nantes Graslin — Léa Blanc, clés rendues le 30/06/2024`);
    // (toHaveTextContent reads no-break spaces as spaces.)
    expect(items[0]).toHaveTextContent('Dépôt de garantie : 1 000,00 €, à restituer au plus tard le 30/08/2024 (état des lieux de sortie non conforme : deux mois)');
    expect(items[0]).toHaveTextContent('Délai dépassé.');
    // Keys on 31 January 2024, inspection matching: one month, 29 February 2024 (a leap year).
    expect(items[1]).toHaveTextContent('Dépôt de garantie : 780,00 €, à restituer au plus tard le 29/02/2024');
    expect(items[1]).toHaveTextContent('état des lieux de sortie conforme : un mois');
    expect(items).toHaveLength(2);
  });

  it('a deposit recorded as returned is not late: it says when and how much, from the keys’ day', async () => {
    await open();
    await rentsTable();
    serveDataApi({
      overHarness: true,
      rows: {
        baux: [
          lease({ id: 8, IM_NOM: 'Nantes Graslin', locataire: 'Léa Blanc', fin: '2024-06-30', cles_rendues_le: '2024-07-04', depot_garantie: 1000, edl_conforme: 0, depot_restitue_le: '2024-08-20', depot_restitue: 820 }),
        ],
        immos: propertyRows(),
        proprietaire: [],
      },
    });
    const deposits = await screen.findByRole('region', { name: 'Dépôts de garantie des baux terminés' });
    const [item] = await within(deposits).findAllByRole('listitem');
    // Keys on 4 July 2024, inspection not matching: two months, 4 September 2024; returned on 20 August.
    expect(item).toHaveTextContent('clés rendues le 04/07/2024');
    expect(item).toHaveTextContent('à restituer au plus tard le 04/09/2024');
    expect(item).toHaveTextContent('Restitué le 20/08/2024 : 820,00 €');
    expect(item).not.toHaveTextContent('Délai dépassé.');
    expect(within(item!).getByRole('button', { name: 'Télécharger la restitution (PDF)' })).toBeInTheDocument();
    expect(within(item!).queryByRole('button', { name: 'Enregistrer la restitution' })).toBeNull();
  });

  it('edits the leases and fills in the owner printed on the documents', async () => {
    await open();
    await rentsTable();
    const writes = serveDataApi({
      overHarness: true,
      writesOnly: true,
      rows: {
        baux: [lease({ id: 9, IM_NOM: 'Lyon Croix-Rousse', locataire: 'Claire Martin', fin: null })],
        // A revision applied, and one dated after today: the row shows the one in force.
        revisionsBaux: [
          { id: 1, bail_id: 9, date: '2024-09-01', loyer_hc: 795.5, charges: 60 },
          { id: 2, bail_id: 9, date: '2999-09-01', loyer_hc: 900, charges: 60 },
        ],
        immos: propertyRows(),
        proprietaire: [],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Renseigner le bailleur' }));
    const form = screen.getByRole('group', { name: 'Renseigner le bailleur' });
    await userEvent.type(within(form).getByLabelText('Nom du bailleur'), 'Marie Durand');
    await userEvent.type(within(form).getByLabelText('Adresse du bailleur'), '12 rue de la Paix, 75002 Paris');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: 'POST', path: 'data/proprietaire', body: { nom: 'Marie Durand', adresse: '12 rue de la Paix, 75002 Paris' } });

    await userEvent.click(screen.getByRole('button', { name: 'Modifier les baux' }));
    const leases = await screen.findByRole('table', { name: 'Baux enregistrés' });
    await waitFor(() =>
      expect(cells(bodyRows(leases as HTMLTableElement)[0]!).slice(0, 8)).toEqual([
        'Lyon Croix-Rousse',
        'Claire Martin',
        '01/09/2023',
        'En cours',
        E('795,50 €'),
        E('60,00 €'),
        '01/09/2024',
        'le 5',
      ]),
    );
    await userEvent.click(within(leases).getByRole('button', { name: 'Modifier le bail de Claire Martin (Lyon Croix-Rousse)' }));
    const edit = screen.getByRole('group', { name: /Claire Martin|Modifier/ });
    await userEvent.type(within(edit).getByLabelText('Fin du bail (remise des clés)'), '2026-08-31');
    await userEvent.selectOptions(within(edit).getByLabelText('État des lieux de sortie'), '1');
    await userEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ method: 'PUT', path: 'data/baux/9', body: { fin: '2026-08-31', edl_conforme: 1, loyer_hc: 780, jour_echeance: 5 } });
  }, 20_000);
});

function lease(over: { id: number; IM_NOM: string; locataire: string; fin: string | null; depot_garantie?: number; edl_conforme?: 0 | 1 | null; cles_rendues_le?: string; depot_restitue_le?: string; depot_restitue?: number }) {
  return { email: null, debut: '2023-09-01', loyer_hc: 780, charges: 60, depot_garantie: 780, jour_echeance: 5, edl_conforme: null, ...over };
}

describe('/baux opened from a late rent', () => {
  it('opens the month of the link, the lease’s row marked', async () => {
    await renderRoute(`/baux?mois=${PREVIOUS}&bail=1`, { replies, overrides: { documentCapacites: { envoi: false } } });
    const table = await screen.findByRole('table', { name: `Loyers de ${monthLabel(PREVIOUS)}` });
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveValue(PREVIOUS);
    expect(figureRows(table)[0]).toHaveAttribute('aria-current', 'true');
  });

  it('adds a month older than the list to it', async () => {
    const old = shiftMonth(MONTH, -40);
    await renderRoute(`/baux?mois=${old}&bail=1`, { replies: { ...replies, [`loyers/echeances?mois=${old}`]: month(old).slice(0, 1) }, overrides: { documentCapacites: { envoi: false } } });
    expect(await screen.findByRole('table', { name: `Loyers de ${monthLabel(old)}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveValue(old);
  });
});
