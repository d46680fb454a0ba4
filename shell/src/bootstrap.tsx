import { createYieldingRoot, setRuntimeConfig, type RuntimeConfig } from 'shared-kernel';
import { App } from './App';
import { ConfigError } from './pages/ConfigError';
import { loadConfig } from './config/loadConfig';
import type { ConfigFile } from './start/readConfigFile';
import { registerAllRemotes } from './federation/remoteLoader';
import { refreshRouteTables } from './federation/readRouteTables';
import { resolveRoute } from './routes/resolveRoute';
import { routeEntries } from './routes/routeTables';
import { warmUp } from './federation/warmUp';
import { nextTask } from './federation/evaluateInSteps';
import { replayEarlyClick } from './layout/earlyClick';
import { registerServiceWorker } from './sw/registerServiceWorker';

/** The longest the refresh of the route tables waits for an idle moment. */
const TABLES_IDLE_TIMEOUT_MS = 3000;

/**
 * Every remote's table is read anew at start. When the tables this device or the build knows
 * already have the opening page, that waits until the page is drawn and the thread idle: on a
 * phone, five requests and their checks on the way to the page's content (`refreshRouteTables`).
 * An unknown path may be a page a remote just shipped: read at once.
 */
function refreshTablesInTime(remotes: RuntimeConfig['remotes']): void {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  const refresh = () => void refreshRouteTables(remotes);
  if (resolveRoute(routeEntries(), path).kind === 'notFound') refresh();
  // Safari has no requestIdleCallback: a moment after the start instead.
  else if ('requestIdleCallback' in window) requestIdleCallback(refresh, { timeout: TABLES_IDLE_TIMEOUT_MS });
  else setTimeout(refresh, TABLES_IDLE_TIMEOUT_MS / 3);
}

export async function start(configFile: Promise<ConfigFile>) {
  const container = document.getElementById('root')!;
  const root = createYieldingRoot(container);
  replayEarlyClick(container);
  const result = await loadConfig(configFile);
  if (!result.ok) {
    root.render(<ConfigError reason={result.reason} />);
    return;
  }
  setRuntimeConfig(result.config);
  registerAllRemotes(result.config.remotes);
  refreshTablesInTime(result.config.remotes);
  // Each job its own task: together with the config's validation they held a phone 200 ms.
  await nextTask();
  warmUp(window.location.hash);
  await nextTask();
  root.render(<App />);
  // Offline use and caching: after the first screen, never before it.
  registerServiceWorker();
}

