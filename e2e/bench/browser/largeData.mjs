// Large-data mode: with the api serving k× the demo data, how long each list page takes
// to render its table once both its data and its code are in, and how long a filter click
// takes to show its result (from the input event to the frame that shows it). Since the
// shell requests the opening page's data as soon as config.json is read, the data often
// arrives before the page's code: the time from the data alone would count that download.
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
 * One cold load of a large-data page: { renderMs (data and code in → table on screen),
 * sinceDataMs (data in → table on screen), filterMs, rows (rows or cards on screen), dataMs
 * (the request itself) }.
 */
export async function measureLargePage(browser, build, spec) {
  const session = await Session.open(browser);
  try {
    const route = routeOf(spec.path);
    await session.page.goto(`${build.url}#${spec.path}`);
    // The table itself: the editing panel under it reads its own data, after the table's.
    const shownAt = await session.waitContent(route, 120_000, { alone: true });
    const timing = await session.page.evaluate(
      ({ endpoint, shownAt }) => {
        const resources = performance.getEntriesByType('resource');
        const entry = resources.find((e) => e.name.includes(endpoint));
        // The last script that arrived before the table showed: the page's code is in by then.
        const codeEnd = Math.max(0, ...resources.filter((e) => /\.js($|\?)/.test(e.name) && e.responseEnd < shownAt).map((e) => e.responseEnd));
        return entry ? { responseEnd: entry.responseEnd, codeEnd, duration: entry.duration } : null;
      },
      { endpoint: spec.endpoint, shownAt },
    );
    if (!timing) throw new Error(`${spec.endpoint} absent des requêtes de ${spec.path}`);
    // The page's own rows or cards: not those of its editing table (EditableRows, « Modifier : … »),
    // which arrive with their own read, sooner or later (it made « à l'écran » go from 31 to 61).
    const rows = await session.page.evaluate(
      () => [...document.querySelectorAll('#contenu tbody tr, #contenu dl')].filter((el) => !el.closest('section[aria-label^="Modifier : "]')).length,
    );
    await session.settle(200);
    const expect = await applyFilter(session, spec.filter);
    const doneAt = await waitFiltered(session, expect);
    const inputAt = await session.inputAt();
    return {
      renderMs: shownAt - Math.max(timing.responseEnd, timing.codeEnd),
      sinceDataMs: shownAt - timing.responseEnd,
      filterMs: doneAt - inputAt,
      rows,
      dataMs: timing.duration,
    };
  } finally {
    await session.close();
  }
}
