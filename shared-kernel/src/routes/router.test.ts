/**
 * react-router-dom and zod are not shared packages (createConfig.cjs): they live inside the
 * shared kernel. An app importing them directly would bundle a second copy, and a second
 * router would not see the kernel's HashRouter context. So only the kernel imports them.
 */
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..', '..');
const APP_DIRS = ['shell', 'mfe-immo', 'mfe-opvcm', 'mfe-charts', 'mfe-leisure', 'mfe-films'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => path.join(dir, f));
}

function importersOf(pkg: string, dirs: string[]): string[] {
  const pattern = new RegExp(`from '${pkg}(/[^']*)?'`);
  return dirs.flatMap((d) => sources(path.join(repo, d, 'src'))).filter((f) => pattern.test(fs.readFileSync(f, 'utf8')));
}

describe('packages reached only through shared-kernel', () => {
  it('no app imports react-router-dom (the kernel re-exports what they use)', () => {
    expect(importersOf('react-router-dom', APP_DIRS).map((f) => path.relative(repo, f))).toEqual([]);
  });

  it('within the kernel, only routes/router.ts imports react-router-dom', () => {
    expect(importersOf('react-router-dom', ['shared-kernel']).map((f) => path.relative(repo, f))).toEqual([
      path.join('shared-kernel', 'src', 'routes', 'router.ts'),
    ]);
  });

  it('no app imports zod (only the kernel schemas use it)', () => {
    expect(importersOf('zod', APP_DIRS).map((f) => path.relative(repo, f))).toEqual([]);
  });
});
