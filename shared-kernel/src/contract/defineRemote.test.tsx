import { z } from 'zod/mini';
import { findByRole, fireEvent, waitFor } from '@testing-library/dom';
import { act, useMemo } from 'react';
import { mountRootParcel } from 'single-spa';
import { formatEuro } from '../format/fr';
import { privacyMode } from '../format/privacy';
import type { RouteTable } from '../routes/routeRow';
import { defineRemote } from './defineRemote';
import { CONTRACT_VERSION, contractViolation } from './remoteModule';

const filmsTable: RouteTable = { remote: 'films', routes: [{ path: '/vins', title: 'Films' }] };
const immoTable: RouteTable = {
  remote: 'immo',
  routes: [
    { path: '/page-a', title: 'Récap loyers' },
    { path: '/page-b', title: 'Loyers' },
    { path: '/fiche/:nom', title: 'Fiche du bien' },
  ],
};
const endpoint = (path: string) => ({ path, schema: z.unknown(), errorMessage: 'x' });

let broken = true;
function Page() {
  if (broken) throw new Error('panne de rendu');
  return <h1>Films</h1>;
}

beforeEach(() => {
  broken = true;
  window.location.hash = '#/vins';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function mount(props: Record<string, unknown> = {}) {
  const remote = defineRemote({ name: 'films', table: filmsTable, pages: { '/vins': async () => Page } });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const parcel = mountRootParcel(remote.app as never, { domElement, ...props });
  await parcel.mountPromise;
  return { domElement, parcel };
}

describe('a page that throws while rendering', () => {
  it("shows the section's French fallback, the same as the shell's", async () => {
    const { domElement, parcel } = await mount();
    const alert = await findByRole(domElement, 'alert');
    expect(alert).toHaveTextContent('La section Films est momentanément indisponible.');
    expect(alert).toHaveTextContent('panne de rendu');
    await parcel.unmount();
  });

  it('Réessayer asks the shell to reload the section (its code may have been fixed)', async () => {
    const reloadSection = jest.fn();
    const { domElement, parcel } = await mount({ reloadSection });
    fireEvent.click(await findByRole(domElement, 'button', { name: 'Réessayer' }));
    expect(reloadSection).toHaveBeenCalledTimes(1);
    await parcel.unmount();
  });

  it('outside the shell, Réessayer renders the page again', async () => {
    const { domElement, parcel } = await mount();
    const retry = await findByRole(domElement, 'button', { name: 'Réessayer' });
    broken = false;
    fireEvent.click(retry);
    expect(await findByRole(domElement, 'heading', { name: 'Films' })).toBeInTheDocument();
    await parcel.unmount();
  });
});

describe('defineRemote', () => {
  it('builds each page from its chunk and hands it the route it serves', async () => {
    window.location.hash = '#/page-b';
    const Rents = ({ route }: { route: { path: string; title: string } }) => <h1>{route.path === '/page-b' ? route.title : 'autre'}</h1>;
    const remote = defineRemote({ name: 'immo', table: immoTable, pages: { '/page-a': async () => Rents, '/page-b': async () => Rents } });
    expect(remote.routes).toEqual(['/page-a', '/page-b']);
    const domElement = document.body.appendChild(document.createElement('div'));
    const parcel = mountRootParcel(remote.app as never, { domElement });
    await parcel.mountPromise;
    expect(await findByRole(domElement, 'heading', { name: 'Loyers' })).toBeInTheDocument();
    await parcel.unmount();
  });

  it('starts fetching the page being opened with the remote’s code, and no other page', () => {
    window.location.hash = '#/fiche/Rue%20Haute?annee=2025';
    const sheet = jest.fn(async () => () => null);
    const recap = jest.fn(async () => () => null);
    defineRemote({ name: 'immo', table: immoTable, pages: { '/page-a': recap, '/fiche/:nom': sheet } });
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(recap).not.toHaveBeenCalled();
  });

  it('declares what each widget reads, for the shell to fetch with the code', () => {
    const remote = defineRemote({
      name: 'immo',
      table: immoTable,
      pages: {},
      widgets: { overview: { component: () => null, prefetch: [endpoint('lecture/document')] }, bare: { component: () => null } },
    });
    expect(remote.widgets.overview?.prefetch).toEqual([endpoint('lecture/document')]);
    expect(remote.widgets.bare?.prefetch).toEqual([]);
  });
});

describe('contractViolation of a widget', () => {
  const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
  const withWidget = (widget: unknown) => ({ name: 'immo', contractVersion: CONTRACT_VERSION, routes: [], app: lifecycles, widgets: { overview: widget } });

  it('accepts an older remote’s prefetch names (a hint, skipped by the shell)', () => {
    expect(contractViolation(withWidget({ lifecycles, prefetch: ['bientotDisponible'] }), 'immo')).toBeNull();
  });

  it('refuses a widget without lifecycles or without its prefetch list', () => {
    expect(contractViolation(withWidget({ prefetch: [] }), 'immo')).toBe('widgets invalides');
    expect(contractViolation(withWidget({ lifecycles }), 'immo')).toBe('widgets invalides');
  });
});

describe('privacy mode', () => {
  afterEach(() => privacyMode.set(false));

  it("remounts a widget's content, so an amount computed once (memoised) is hidden and shown again", async () => {
    function Total() {
      const text = useMemo(() => formatEuro(1234.5), []);
      return <p>{text}</p>;
    }
    const remote = defineRemote({ name: 'immo', table: immoTable, pages: {}, widgets: { overview: { component: Total } } });
    const domElement = document.body.appendChild(document.createElement('div'));
    const parcel = mountRootParcel(remote.widgets!.overview!.lifecycles as never, { domElement });
    await parcel.mountPromise;
    expect(domElement).toHaveTextContent('1 234,50 €');
    act(() => privacyMode.set(true));
    await waitFor(() => expect(domElement).toHaveTextContent(/^•••$/));
    act(() => privacyMode.set(false));
    await waitFor(() => expect(domElement).toHaveTextContent('1 234,50 €'));
    await parcel.unmount();
  });
});
