import { readConfigFile } from './config/readConfigFile';
import { preloadOpeningData } from './federation/earlyData';
import { deployedFilesOf, openingRemote, startRemoteEarly } from './federation/earlyRemote';
import { evaluateInSteps } from './federation/evaluateInSteps';

/** How long the libraries' evaluation waits for config.json to be read (see below). */
const CONFIG_HEAD_START_MS = 100;

// config.json is requested now, while the shared libraries load: one round trip less before
// the first paint. The kernel that validates it is not usable before the async boundary.
const configFile = readConfigFile();
// And the opening page's remote (its files at once when config.json names them) and data as soon as
// config.json is read, while the shell still loads.
const openingStarted = configFile.then((file) => {
  if (!file.ok) return;
  const hash = window.location.hash;
  const opening = openingRemote(file.json, hash);
  if (opening) startRemoteEarly(opening.manifest, hash, deployedFilesOf(file.json, opening.owner, opening.manifest, hash));
  preloadOpeningData(file.json, hash);
})
  // A config.json these cannot read (a bad address) is the kernel's to explain, once it validates it.
  .catch(() => undefined);
// Async boundary: shared singletons are negotiated before any of them is used. The largest
// libraries are evaluated first, one per task: evaluated by the bootstrap's imports, they made one
// task of 400 ms on a phone profile, all of it blocking. They wait for the opening page's
// requests above: config.json, preloaded by index.html, is there before main.js, but its reply
// was read behind their tasks (the page's files left 0.4 s after main.js on a slowed phone).
// Never more than CONFIG_HEAD_START_MS: a slow config.json does not hold them.
const headStart = new Promise((resolve) => setTimeout(resolve, CONFIG_HEAD_START_MS));
void Promise.race([openingStarted, headStart])
  .then(() =>
    evaluateInSteps([
      () => import('react-dom/client'),
      () => import('styled-components'),
      () => import('single-spa-react'),
      // The kernel in two: zod and its settings, then the rest.
      () => import('shared-kernel/zodConfig'),
      () => import('shared-kernel'),
    ]),
  )
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
