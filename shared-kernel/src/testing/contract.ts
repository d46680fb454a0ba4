/**
 * The contract test shared by every remote's package: its export satisfies the guard, its
 * routes equal the shared table's, each route renders its heading, and the shared singletons
 * it requires are what the shell provides. That its built manifest exposes ./remote is
 * checked after the build (scripts/check-manifests.mjs), so this runs on a fresh clone.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { findByRole } from '@testing-library/dom';
import { contractViolation, type RemoteModule } from '../contract/remoteModule';
import { routesOf, type RouteEntry } from '../routes/routeTable';
import { mountRemoteRoute } from './renderRemote';
import { mockApi, resetQueryCache, type Fixtures } from './mockApi';

const kernelDir = path.resolve(__dirname, '..', '..');
const SHARED_PACKAGES = [
  'react', 'react-dom', 'react-router-dom', 'styled-components', '@tanstack/react-query', 'single-spa-react', 'zod',
  '@nivo/core', '@nivo/bar', '@nivo/line', '@nivo/pie', '@nivo/circle-packing',
];

function readJson(file: string): { dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Example route for an entry: "/recette/:id" → "/recette/1", or its parameter's example. */
function sampleRoute(entry: RouteEntry): string {
  return entry.path.replace(/:\w+/g, entry.param?.example ?? '1');
}

export function describeRemoteContract(opts: { remote: RemoteModule; packageDir: string; fixtures: Fixtures }): void {
  const { remote, packageDir, fixtures } = opts;

  describe(`contrat du remote ${remote.name}`, () => {
    beforeEach(() => {
      resetQueryCache();
      mockApi(fixtures);
    });

    it('satisfies the RemoteModule guard', () => {
      expect(contractViolation(remote, remote.name)).toBeNull();
    });

    it('declares exactly the routes the shared table gives it', () => {
      expect([...remote.routes].sort()).toEqual(routesOf(remote.name).map((r) => r.path).sort());
    });

    it.each(routesOf(remote.name).map((r) => [r.path, r.title, r] as const))('renders the heading of %s', async (_path, title, entry) => {
      const mounted = await mountRemoteRoute(remote, sampleRoute(entry));
      try {
        expect(await findByRole(mounted.container, 'heading', { level: 1, name: title })).toBeInTheDocument();
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
