/**
 * The shell's first screen rendered at build time: the navbar and Home (its tiles from the
 * remotes' route tables as the build finds them, its data sections in their loading state), with the CSS styled-components makes for
 * them. index.html carries it, so the first paint and the LCP do not wait for JavaScript; the
 * app's first render replaces it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { MemoryRouter, defaultRuntimeConfig, runtimeConfigSchema, setRuntimeConfig, QueryClient, QueryClientProvider } from 'shared-kernel';
import type { RouteOwners } from '../src/start/earlyRemote';
import { Layout } from '../src/Layout';
import { HOME_WIDGET } from '../src/pages/Home/homeWidget';
import { routeEntries, setRouteTables, type Tables } from '../src/routes/routeTables';

export function renderShell(configJson: unknown, tables: Tables): { html: string; css: string } {
  setRuntimeConfig(runtimeConfigSchema.parse(configJson));
  setRouteTables(tables);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Layout />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    const css = sheet.getStyleTags().replace(/<\/?style[^>]*>/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** Which remote each route's first path segment opens ('' is Home, its widget's remote), for earlyRemote.ts. */
export function routeOwners(): RouteOwners {
  const owners: Record<string, string> = { '': HOME_WIDGET.remote };
  for (const route of routeEntries()) {
    if (route.owner !== 'shell') owners[route.path.split('/')[1]!] = route.owner;
  }
  return { owners, manifests: defaultRuntimeConfig.remotes };
}
