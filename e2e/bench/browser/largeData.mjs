// Large-data mode: with the api serving k× the demo data, how long each list page takes
// from the arrival of its data to the rendered table, and how long a filter click takes to
// show its result (from the input event to the frame that shows it).
import { routeOf } from '../config.mjs';
import { Session } from './session.mjs';

/** Clicks (or selects) the page's filter; returns a page-side predicate source for "done". */
async function applyFilter(session, kind) {
  const { page } = session;
  if (kind === 'year') {
    const select = page.locator('#contenu select').first();
    const current = await select.inputValue();
    const other = await select.evaluate((el, cur) => [...el.options].map((o) => o.value).find((v) => v !== cur), current);
    await session.armInput();
    await select.selectOption(other);
    return { caption: `Dépenses de ${other}` };
  }
  if (kind === 'placement') {
    await session.armInput();
    await page.getByRole('group', { name: 'Type de placement' }).getByRole('button', { name: 'All', exact: true }).click();
    return { caption: 'Placements All' };
  }
  // sort: the first sortable column header of the table
  await session.armInput();
  await page.locator('#contenu th button').first().click();
  return { sorted: true };
}

async function waitFiltered(session, expect) {
  const handle = await session.page.waitForFunction(
    ({ caption, sorted }) => {
      const main = document.querySelector('#contenu');
      if (sorted) return main.querySelector('th[aria-sort]') ? performance.now() : false;
      const labelled = [...main.querySelectorAll('caption, section[aria-label]')].some(
        (el) => (el.getAttribute('aria-label') ?? el.textContent).trim().startsWith(caption),
      );
      return labelled && main.querySelector('tbody tr, dl') ? performance.now() : false;
    },
    expect,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * One cold load of a large-data page: { renderMs (response end → table on screen), filterMs,
 * rows (rows or cards on screen), dataMs (the request itself) }.
 */
export async function measureLargePage(browser, build, spec) {
  const session = await Session.open(browser);
  try {
    const route = routeOf(spec.path);
    await session.page.goto(`${build.url}#${spec.path}`);
    const shownAt = await session.waitContent(route, 120_000);
    const timing = await session.page.evaluate((endpoint) => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(endpoint));
      return entry ? { responseEnd: entry.responseEnd, duration: entry.duration } : null;
    }, spec.endpoint);
    if (!timing) throw new Error(`${spec.endpoint} absent des requêtes de ${spec.path}`);
    const rows = await session.page.locator('#contenu tbody tr, #contenu dl').count();
    await session.settle(200);
    const expect = await applyFilter(session, spec.filter);
    const doneAt = await waitFiltered(session, expect);
    const inputAt = await session.inputAt();
    return { renderMs: shownAt - timing.responseEnd, filterMs: doneAt - inputAt, rows, dataMs: timing.duration };
  } finally {
    await session.close();
  }
}
