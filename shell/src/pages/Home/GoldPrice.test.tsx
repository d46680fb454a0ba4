import { render, screen } from '@testing-library/react';
import { queryClient } from 'shared-kernel';
import { GOLD_UNAVAILABLE, GoldPrice } from './GoldPrice';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string) => ({ ok: status < 400, status, statusText: '', json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// fr-FR: narrow no-break space for thousands, no-break space before €.
const euros = (text: string) => text.replace(/ /g, '[\\s\u202f\u00a0]');

describe('GoldPrice', () => {
  it('shows the price per ounce and per gram, with its date', async () => {
    const fetchMock = answer(200, {
      payload: { eurParOnce: 3500, eurParGramme: 112.53, date: '2026-11-23T05:58:00.000Z', source: 'en-direct' },
    });
    render(<GoldPrice />);
    expect(screen.getByRole('status')).toHaveTextContent("Chargement du cours de l'or…");
    expect(await screen.findByText(new RegExp(`^${euros('3 500,00 €')}$`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${euros('112,53 €')}$`))).toBeInTheDocument();
    expect(screen.getByText("L'once (31,10 g)")).toBeInTheDocument();
    expect(screen.getByText('Le gramme')).toBeInTheDocument();
    expect(screen.getByText('Cours du 23/11/2026.')).toBeInTheDocument();
    expect(screen.queryByText(/dernière valeur connue/)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/or$/);
  });

  it('says when the value is the last known one, with its date in fr-FR', async () => {
    answer(200, { payload: { eurParOnce: '3456.78', eurParGramme: 111.14, date: '2026-11-20', source: 'derniere-valeur' } });
    render(<GoldPrice />);
    expect(await screen.findByText('Source injoignable : dernière valeur connue du 20/11/2026.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${euros('3 456,78 €')}$`))).toBeInTheDocument();
  });

  it('one French line when there is no value at all, no error panel', async () => {
    answer(200, { payload: null });
    render(<GoldPrice />);
    expect(await screen.findByText(GOLD_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps one layout while it loads, without a value and with one: the figures replace dashes, nothing under it moves', async () => {
    let reply!: (body: unknown) => void;
    global.fetch = jest.fn(
      () => new Promise((resolve) => (reply = (body) => resolve({ ok: true, status: 200, statusText: '', json: async () => body }))),
    ) as unknown as typeof fetch;
    const { container } = render(<GoldPrice />);
    const shape = () => [...container.querySelectorAll('dt, dd, p')].map((e) => e.tagName);
    const loading = shape();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['—', '—']);
    reply({ payload: { eurParOnce: 3500, eurParGramme: 112.53, date: '2026-11-23', source: 'en-direct' } });
    expect(await screen.findByText('Cours du 23/11/2026.')).toBeInTheDocument();
    expect(shape()).toEqual(loading);
  });

  it('the same line when the api answers something else (old backend)', async () => {
    answer(200, { payload: { cours: 'inconnu' } });
    render(<GoldPrice />);
    expect(await screen.findByText(GOLD_UNAVAILABLE)).toBeInTheDocument();
  });
});
