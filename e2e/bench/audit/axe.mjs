// axe-core (WCAG 2.x A/AA rules and best practices) on every route of the federated app,
// once its content is on screen.
import { AxeBuilder } from '@axe-core/playwright';
import { ROUTES } from '../config.mjs';
import { Session } from '../browser/session.mjs';

/** @returns {Promise<{ byImpact: Record<string, number>, serious: Array<{route:string, id:string, nodes:number, help:string}>, perRoute: Record<string, number> }>} */
export async function runAxe(browser, baseUrl, filmId) {
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const serious = [];
  const perRoute = {};
  const session = await Session.open(browser);
  try {
    for (const route of ROUTES) {
      const target = route.path.replace(':id', route.path.startsWith('/film/') ? String(filmId) : '1');
      await session.page.goto(`${baseUrl}#${target}`);
      await session.waitContent(route);
      await session.settle(200);
      const { violations } = await new AxeBuilder({ page: session.page }).analyze();
      perRoute[route.path] = violations.length;
      for (const v of violations) {
        byImpact[v.impact ?? 'minor'] = (byImpact[v.impact ?? 'minor'] ?? 0) + 1;
        if (v.impact === 'serious' || v.impact === 'critical') {
          serious.push({ route: route.path, id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help });
        }
      }
    }
  } finally {
    await session.close();
  }
  return { byImpact, serious, perRoute };
}
