import { render, screen, within } from '@testing-library/react';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { routeEntries } from '../../routes/routeTables';
import { tileEntries } from './Tiles';
import { Tiles } from './Tiles';

const realFetch = global.fetch;
beforeEach(() => {
  // Capabilities unknown to the test double: the kernel reads them as READ_ONLY.
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: '', json: async () => ({}) })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

const hrefs = () => within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('link').map((a) => a.getAttribute('href'));
const spec = () => tileEntries(routeEntries()).map((t) => `#${t.path}`);

describe('Tiles', () => {
  it('adds « Mes données » after the spec tiles on an api that writes', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
    render(<Tiles withData />);
    expect(hrefs()).toEqual([...spec(), '#/donnees']);
    expect(screen.getByRole('link', { name: /^Mes données/ })).toHaveTextContent('Exporter, importer, sauvegardes');
  });

  it('keeps exactly the spec tiles on the old backend, and wherever it is not asked for (Home)', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: false, signedIn: false, signInRequired: false });
    const { unmount } = render(<Tiles withData />);
    expect(hrefs()).toEqual(spec());
    unmount();
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
    render(<Tiles />);
    expect(hrefs()).toEqual(spec());
  });
});
