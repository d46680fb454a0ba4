import { readConfigFile } from './config/readConfigFile';
import { openingManifest, startRemoteEarly } from './federation/earlyRemote';

// config.json is requested now, while the shared libraries load: one round trip less before
// the first paint. The kernel that validates it is not usable before the async boundary.
const configFile = readConfigFile();
// And the opening page's remote as soon as config.json names it, while the shell still loads.
void configFile.then((file) => {
  const manifest = file.ok ? openingManifest(file.json, window.location.hash) : null;
  if (manifest) startRemoteEarly(manifest, window.location.hash);
});
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').then(
  ({ start }) => start(configFile),
  () => {
    // No React yet to show an error panel: the page says it in place of the pre-rendered one.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'Le tableau de bord n’a pas pu se charger. Rechargez la page.';
    document.getElementById('root')?.replaceChildren(message);
  },
);
