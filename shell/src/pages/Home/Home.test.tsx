import { render, screen } from '@testing-library/react';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { Home } from './Home';

jest.mock('../../federation/RemoteArea', () => ({ RemoteArea: () => null }));

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: '', json: async () => ({}) })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

describe('Home', () => {
  it('links to « Mes données » where the api writes', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
    render(<Home />);
    expect(screen.getByRole('link', { name: 'Mes données' })).toHaveAttribute('href', '#/donnees');
  });

  it('has no such link on the old backend', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: false, signedIn: false, signInRequired: false });
    render(<Home />);
    expect(screen.queryByRole('link', { name: 'Mes données' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send mail' })).toBeDisabled();
  });
});
