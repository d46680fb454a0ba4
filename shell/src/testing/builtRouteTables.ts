/**
 * Jest setup: the remotes' route tables from the workspace, as the shell's build writes them
 * into index.html, so that navbar, tiles and routing tests see every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TOPOLOGY } from 'shared-kernel';
import { setRouteTables, type Tables } from '../routes/routeTables';

const root = path.resolve(__dirname, '..', '..', '..');

export const BUILT_TABLES: Tables = Object.fromEntries(
  Object.entries(TOPOLOGY.remotes).map(([name, r]) => [
    name,
    JSON.parse(fs.readFileSync(path.join(root, r.dir, 'src', 'routes.json'), 'utf8')),
  ]),
);

beforeEach(() => setRouteTables(BUILT_TABLES));
