import { readConfigFile } from './config/readConfigFile';

// config.json is requested now, while the shared libraries load: one round trip less before
// the first paint. The kernel that validates it is not usable before the async boundary.
const configFile = readConfigFile();
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').then(
  ({ start }) => start(configFile),
  () => {
    // No React yet to show an error panel: the loading line of index.html says it instead.
    const line = document.querySelector('.app-shell-text');
    if (line) line.textContent = 'Le tableau de bord n’a pas pu se charger. Rechargez la page.';
  },
);
