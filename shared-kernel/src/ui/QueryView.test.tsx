import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '../api/reactQuery';
import { act, render, screen, within } from '@testing-library/react';
import { ApiError } from '../api/client';
import { READ_RETRIES } from '../api/queries';
import { QueryView } from './QueryView';

const opListeByBk = { errorMessage: 'unable to load opvcm on opvcm store init' };

type Props = { notFound?: ReactNode } & ({ endpoint: typeof opListeByBk } | { message: string });

/** A read that ends with `outcome`: its data, or the error it throws. */
function Reader({ outcome, ...props }: Props & { outcome: string | Error }) {
  const query = useQuery({
    queryKey: ['query-view-test'],
    queryFn: async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    retry: false,
  });
  return (
    <QueryView query={query} {...props}>
      {(data) => <p>Donnée : {data}</p>}
    </QueryView>
  );
}

function renderReader(props: Props & { outcome: string | Error }) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Reader {...props} />
    </QueryClientProvider>,
  );
}

const notFoundError = () => new ApiError('HTTP 404', 'http', 'movie/7', 404);
const serverError = () => new ApiError('HTTP 500', 'http', 'movie/7', 500);

describe('QueryView', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('shows a spinner, then the data', async () => {
    renderReader({ endpoint: opListeByBk, outcome: 'Crédit Mutuel' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Donnée : Crédit Mutuel')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the endpoint's message with Réessayer on a failure, and logs it", async () => {
    renderReader({ endpoint: opListeByBk, outcome: serverError() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(opListeByBk.errorMessage);
    expect(alert).toHaveTextContent('Détail : HTTP 500 (movie/7)');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(opListeByBk.errorMessage, expect.any(ApiError));
  });

  it('shows notFound instead of an error for a 404, without logging it', async () => {
    renderReader({
      message: 'unable to load film',
      notFound: <p role="status">Aucun film ne porte ce numéro.</p>,
      outcome: notFoundError(),
    });
    expect(await screen.findByText('Aucun film ne porte ce numéro.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still shows the error for a 404 when no notFound is given', async () => {
    renderReader({ message: 'unable to load film', outcome: notFoundError() });
    expect(await screen.findByRole('alert')).toHaveTextContent('unable to load film');
    expect(consoleError).toHaveBeenCalledWith('unable to load film', expect.any(ApiError));
  });

  it('shows the error, not notFound, for a failure other than a 404', async () => {
    renderReader({
      message: 'unable to load film',
      notFound: <p>Aucun film ne porte ce numéro.</p>,
      outcome: serverError(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('unable to load film');
    expect(screen.queryByText('Aucun film ne porte ce numéro.')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load film', expect.any(ApiError));
  });

  describe('while the api restarts behind its proxy', () => {
    /** Caddy's 502 when the api does not listen: no body, so no error code of the api's. */
    const proxy502 = () => new ApiError('erreur 502 : Bad Gateway', 'http', 'alldata', 502);
    const API_MESSAGE = 'unable to load immos on immostore init';

    /** A read whose first `failures` tries meet the proxy's 502. */
    function failingThen(failures: number) {
      let tries = 0;
      return async () => {
        tries += 1;
        if (tries <= failures) throw proxy502();
        return 'Lyon Croix-Rousse';
      };
    }

    /** A read with the kernel's retries. */
    function Restarting({ failures }: { failures: number }) {
      const [read] = useState(() => failingThen(failures));
      const query = useQuery({ queryKey: ['query-view-restart'], queryFn: read, ...READ_RETRIES });
      return (
        <QueryView query={query} endpoint={{ errorMessage: API_MESSAGE }}>
          {(data) => <p>Donnée : {data}</p>}
        </QueryView>
      );
    }

    afterEach(() => {
      jest.useRealTimers();
    });

    it('says so in French, then shows the data when the api answers again, without a click', async () => {
      jest.useFakeTimers();
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Restarting failures={3} />
        </QueryClientProvider>,
      );
      // First try fails: the message, not the store's internals nor an error panel.
      await act(() => jest.advanceTimersByTimeAsync(10));
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent("L'api redémarre… nouvel essai automatique.");
      expect(document.body).not.toHaveTextContent(/erreur magasin|unable to load|502|Bad Gateway/);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // Tries 2 and 3 fail one second apart, the 4th (at 3 s) reads the data.
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('status')).toHaveTextContent("L'api redémarre…");
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.getByText('Donnée : Lyon Croix-Rousse')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('after a minute without answer: a French panel with Réessayer, then the data', async () => {
      jest.useFakeTimers();
      // 1 try + 60 retries fail; the try Réessayer starts reads the data.
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Restarting failures={61} />
        </QueryClientProvider>,
      );
      await act(() => jest.advanceTimersByTimeAsync(59_000));
      expect(screen.getByRole('status')).toHaveTextContent("L'api redémarre…");
      await act(() => jest.advanceTimersByTimeAsync(1_100));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: "L'api ne répond pas" })).toBeInTheDocument();
      expect(alert).toHaveTextContent("Les données n'ont pas pu être chargées : l'api ne répond plus depuis une minute.");
      expect(alert).not.toHaveTextContent(/unable to load|502|magasin/);
      expect(consoleError).toHaveBeenCalledWith(API_MESSAGE, expect.any(ApiError));
      act(() => within(alert).getByRole('button', { name: 'Réessayer' }).click());
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByText('Donnée : Lyon Croix-Rousse')).toBeInTheDocument();
    });

    it("keeps the store error for the api's own 503 (it names its error)", async () => {
      renderReader({
        endpoint: opListeByBk,
        outcome: new ApiError('erreur 503 : envoi non configuré', 'http', 'mail', 503, { error: 'mail_unavailable' }),
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
      expect(alert).toHaveTextContent(opListeByBk.errorMessage);
    });
  });
});
