/**
 * The contract test shared by every remote's package: its export satisfies the guard, its
 * routes equal its published route table's, each route renders its heading, and the shared singletons
 * it requires are what the shell provides. That its built manifest exposes ./remote is
 * checked after the build (scripts/check-manifests.mjs), so this runs on a fresh clone.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { findByRole, waitFor } from '@testing-library/dom';
import { contractViolation, type RemoteModule } from '../contract/remoteModule';
import { dataPaths, type RouteRow, type RouteTable } from '../routes/routeRow';
import { queryClient } from '../api/queries';
import { mountRemoteRoute } from './renderRemote';
import { mockApi, resetQueryCache, type ApiTable, type Fixtures } from './mockApi';

const kernelDir = path.resolve(__dirname, '..', '..');
const SHARED_PACKAGES = [
  'react', 'react-dom', 'react-router-dom', 'styled-components', '@tanstack/react-query', 'single-spa-react', 'zod',
  '@nivo/core', '@nivo/bar', '@nivo/line', '@nivo/pie', '@nivo/circle-packing',
];

function readJson(file: string): { dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Example route for an entry: "/recette/:id" → "/recette/1", or its parameter's example. */
/** The api reads a page made: each path once, sorted, without the data api and capabilities (editing), nor the movie gateway. */
const pageReads = (calls: string[]) => [...new Set(calls.filter((c) => !/^(data\/|capabilities$|\/)/.test(c)))].sort();

function sampleRoute(entry: RouteRow): string {
  return entry.path.replace(/:\w+/g, entry.param?.example ?? '1');
}

export function describeRemoteContract(opts: { remote: RemoteModule; packageDir: string; table: ApiTable; fixtures: Fixtures }): void {
  const { remote, packageDir, table, fixtures } = opts;
  // The table the build publishes next to the manifest (src/routes.json); the shell's
  // tests check every remote's table against the schema the shell reads them with.
  const published = JSON.parse(fs.readFileSync(path.join(packageDir, 'src', 'routes.json'), 'utf8')) as RouteTable;

  describe(`contrat du remote ${remote.name}`, () => {
    beforeEach(() => {
      resetQueryCache();
      mockApi(table, fixtures);
    });

    it('satisfies the RemoteModule guard', () => {
      expect(contractViolation(remote, remote.name)).toBeNull();
    });

    it('serves exactly the routes of its published table', () => {
      expect(published.remote).toBe(remote.name);
      expect([...remote.routes].sort()).toEqual(published.routes.map((r) => r.path).sort());
    });

    it.each(published.routes.map((r) => [r.path, r.title, r] as const))('renders the heading of %s, reading the data its row declares', async (_path, title, entry) => {
      const calls = mockApi(table, fixtures);
      const mounted = await mountRemoteRoute(remote, sampleRoute(entry));
      try {
        expect(await findByRole(mounted.container, 'heading', { level: 1, name: title })).toBeInTheDocument();
        // What the shell starts early is exactly what the page reads as it opens (the data api's own calls aside).
        const sample = entry.param ? { [entry.param.name]: entry.param.example ?? '1' } : {};
        const declared = dataPaths(entry, sample).map((p) => p.replace(/\/$/, '')).sort();
        // Every spinner gone: the page has read what it reads as it opens.
        await waitFor(() => expect(mounted.container.querySelector('[role="status"] [aria-hidden="true"]')).toBeNull(), { timeout: 5000 });
        await waitFor(() => expect(queryClient.isFetching()).toBe(0));
        expect(pageReads(calls)).toEqual(declared);
      } finally {
        await mounted.unmount();
      }
    });

    it('requires shared singletons that the shell provides', () => {
      const provided = { ...readJson(path.join(kernelDir, 'package.json')).dependencies } as Record<string, string>;
      const shell = readJson(path.join(kernelDir, '..', 'shell', 'package.json')).dependencies as Record<string, string>;
      const own = readJson(path.join(packageDir, 'package.json')).dependencies as Record<string, string>;
      for (const [name, version] of Object.entries(own)) {
        if (!SHARED_PACKAGES.includes(name)) continue;
        const shellVersion = shell[name] ?? provided[name];
        expect({ name, ok: !!shellVersion && semver.satisfies(shellVersion, `^${version}`) }).toEqual({ name, ok: true });
      }
    });
  });
}
