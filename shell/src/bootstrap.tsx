import { createRoot } from 'react-dom/client';
import { queryClient, setRuntimeConfig } from 'shared-kernel';
import { App } from './App';
import { ConfigError } from './pages/ConfigError';
import { loadConfig } from './config/loadConfig';
import type { ConfigFile } from './config/readConfigFile';
import { registerAllRemotes } from './federation/remoteLoader';
import { remoteOfHash, remoteQueryOptions } from './federation/RemoteArea';

export async function start(configFile: Promise<ConfigFile>) {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConfig(configFile);
  if (!result.ok) {
    root.render(<ConfigError reason={result.reason} />);
    return;
  }
  setRuntimeConfig(result.config);
  registerAllRemotes(result.config.remotes);
  // The page's remote loads while React renders the shell; its area picks up the same query.
  const remote = remoteOfHash(window.location.hash);
  if (remote) void queryClient.prefetchQuery(remoteQueryOptions(remote));
  root.render(<App />);
}

