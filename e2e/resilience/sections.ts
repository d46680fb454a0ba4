/** The five remotes as the resilience scenarios see them: where they are served, one page each. */
import type { RouteTable } from 'shared-kernel/routes';
import { REMOTE_LABELS, remoteOrigin, type RemoteName } from 'shared-kernel/topology';
import { expect, type Page } from '../tests/fixtures';
import { REMOTE_TABLES } from '../tests/routeTable';

export interface Section {
  name: RemoteName;
  origin: string;
  /** The French label of its area's fallback: « La section <label> est momentanément indisponible. » */
  label: string;
  route: string;
  heading: string;
  routes: string[];
  /** Its published route table (a fake remote's defineRemote needs the rows of its pages). */
  table: RouteTable;
}

const TABLE: ReadonlyArray<Pick<Section, 'name' | 'route' | 'heading'>> = [
  {
    name: 'immo',
    route: '/recap',
    heading: 'Récap loyers',
  },
  {
    name: 'opvcm',
    route: '/listebybk',
    heading: 'Placements par banque',
  },
  {
    name: 'charts',
    route: '/graphdepenses',
    heading: 'Graph Dépenses',
  },
  {
    name: 'leisure',
    route: '/restau',
    heading: 'Restaurants',
  },
  {
    name: 'films',
    route: '/films',
    heading: 'Films',
  },
];

/** Each with every route it serves, from its own route table (fake remotes declare the same). */
export const SECTIONS: readonly Section[] = TABLE.map((s) => ({
  ...s,
  origin: remoteOrigin(s.name),
  label: REMOTE_LABELS[s.name],
  routes: REMOTE_TABLES[s.name].routes.map((r) => r.path),
  table: REMOTE_TABLES[s.name],
}));

/** Another remote than `s`, to prove that the rest of the dashboard keeps working. */
export function neighbour(s: Section): Section {
  return SECTIONS[(SECTIONS.indexOf(s) + 1) % SECTIONS.length]!;
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The French fallback of one section's area. */
export function sectionFallback(page: Page, s: Section) {
  return page.getByRole('alert').filter({ hasText: `La section ${s.label} est momentanément indisponible.` });
}

/**
 * After « Réessayer »: the fallback has gone, the shell's loading frame too (the page has
 * mounted), and no fallback came back: the page's own heading is on screen.
 */
export async function expectSectionBack(page: Page, s: Section): Promise<void> {
  await expect(sectionFallback(page, s)).toBeHidden();
  await expect(page.locator('[data-remote-frame]')).toHaveCount(0);
  await expect(heading(page)).toHaveText(s.heading);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Changes the hash the way a link does (every router hears it), without reloading. */
export async function goHash(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
}

/** Marks the document, so that a later check can prove it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __resilienceMark: number }).__resilienceMark = 7;
  });
}

export async function documentWasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __resilienceMark?: number }).__resilienceMark === 7);
}
