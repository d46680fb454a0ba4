import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from 'shared-kernel';
import { App } from './App';
import { ConfigError } from './pages/ConfigError';
import { loadConfig } from './config/loadConfig';
import { registerAllRemotes } from './federation/remoteLoader';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigError reason={result.reason} />);
    return;
  }
  setRuntimeConfig(result.config);
  registerAllRemotes(result.config.remotes);
  root.render(<App />);
}

void start();
