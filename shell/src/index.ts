import { evaluateInSteps, nextTask } from './federation/evaluateInSteps';
import { startHandoff } from './federation/startHandoff';

/** How long the libraries' evaluation waits for the opening page's requests (see below). */
const CONFIG_HEAD_START_MS = 100;

// config.json and the opening page's remote and data were asked for by the start script
// (shell/src/start/), which index.html runs before this file: one round trip less before the
// first paint, and the page's files on their way while this one downloads.
const handoff = startHandoff();
const configFile = handoff.then((h) => h.configFile);
const openingStarted = handoff.then((h) => h.openingStarted);
// Without a handoff (start.js and main.js's own copy both failed) the message below says it:
// the config's rejection, then never read, is not also an uncaught error in the console.
configFile.catch(() => undefined);
// Async boundary: shared singletons are negotiated before any of them is used. The largest
// libraries are evaluated first, one per task: evaluated by the bootstrap's imports, they made one
// task of 400 ms on a phone profile, all of it blocking. They wait for the opening page's
// requests above when this file had to start them itself: config.json's reply would be read
// behind their tasks (the page's files left 0.4 s after main.js on a slowed phone).
// Never more than CONFIG_HEAD_START_MS: a slow config.json does not hold them.
const headStart = new Promise((resolve) => setTimeout(resolve, CONFIG_HEAD_START_MS));
void Promise.race([openingStarted, headStart])
  .then(nextTask)
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
