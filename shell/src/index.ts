import { readConfigFile } from './config/readConfigFile';
import { preloadOpeningData } from './federation/earlyData';
import { deployedFilesOf, openingRemote, startRemoteEarly } from './federation/earlyRemote';
import { evaluateInSteps } from './federation/evaluateInSteps';

// config.json is requested now, while the shared libraries load: one round trip less before
// the first paint. The kernel that validates it is not usable before the async boundary.
const configFile = readConfigFile();
// And the opening page's remote (its files at once when config.json names them) and data as soon as
// config.json is read, while the shell still loads.
void configFile.then((file) => {
  if (!file.ok) return;
  const hash = window.location.hash;
  const opening = openingRemote(file.json, hash);
  if (opening) startRemoteEarly(opening.manifest, hash, deployedFilesOf(file.json, opening.owner, opening.manifest, hash));
  preloadOpeningData(file.json, window.location.hash);
});
// Async boundary: shared singletons are negotiated before any of them is used. The largest
// libraries are evaluated first, one per task: evaluated by the bootstrap's imports, they made one
// task of 400 ms on a phone profile, all of it blocking.
evaluateInSteps([
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('single-spa-react'),
  // The kernel in three: zod and its settings, the contracts' shared schemas (built at import),
  // then the rest.
  () => import('shared-kernel/zodConfig'),
  () => import('shared-kernel/schemas'),
  () => import('shared-kernel'),
])
  .then(() => import('./bootstrap'))
  .then(
  ({ start }) => start(configFile),
  () => {
    // No React yet to show an error panel: the page says it in place of the pre-rendered one.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'Le tableau de bord n’a pas pu se charger. Rechargez la page.';
    document.getElementById('root')?.replaceChildren(message);
  },
);
