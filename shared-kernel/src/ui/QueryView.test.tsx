import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { ApiError } from '../api/client';
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
});
