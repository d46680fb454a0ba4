// The movie-database key stays on the server: no built front-end asset (shell and remotes,
// source maps included) holds a key, an api_key parameter or the real service's address.
// Reads every */dist folder that exists: run `pnpm build` (or a package's build) first.
import fs from 'node:fs';
import path from 'node:path';
import { builtFiles, filesUnder, WORKSPACE as root } from './distFiles';
import { TEST_TMDB_KEY } from './tmdbTestKey';

describe('the movie-database key never reaches the browser', () => {
  const forbidden = [TEST_TMDB_KEY, 'api_key=', 'api.themoviedb.org'];
  // The owner's real key, when the test runs where it is set.
  const realKey = process.env.TMDB_API_KEY?.trim();
  if (realKey) forbidden.push(realKey);

  it('is in no built asset', () => {
    const files = builtFiles();
    expect(files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of files) {
      const content = fs.readFileSync(file).toString('latin1');
      for (const needle of forbidden) {
        if (content.includes(needle)) found.push(`${path.relative(root, file)} : ${needle === realKey ? 'TMDB_API_KEY' : needle}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('checks the films remote once it is built', () => {
    const films = path.join(root, 'mfe-films', 'dist');
    if (!fs.existsSync(films)) throw new Error(`${films} absent : lancez « pnpm --filter mfe-films build »`);
    expect(filesUnder(films).some((f) => f.endsWith('remoteEntry.js'))).toBe(true);
  });
});
