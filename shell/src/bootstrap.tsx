import { createYieldingRoot, setRuntimeConfig } from 'shared-kernel';
import { App } from './App';
import { ConfigError } from './pages/ConfigError';
import { loadConfig } from './config/loadConfig';
import type { ConfigFile } from './start/readConfigFile';
import { registerAllRemotes } from './federation/remoteLoader';
import { refreshRouteTables } from './federation/readRouteTables';
import { warmUp } from './federation/warmUp';
import { nextTask } from './federation/evaluateInSteps';
import { replayEarlyClick } from './layout/earlyClick';
import { registerServiceWorker } from './sw/registerServiceWorker';

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
  void refreshRouteTables(result.config.remotes);
  // Each job its own task: together with the config's validation they held a phone 200 ms.
  await nextTask();
  warmUp(window.location.hash);
  await nextTask();
  root.render(<App />);
  // Offline use and caching: after the first screen, never before it.
  registerServiceWorker();
}

