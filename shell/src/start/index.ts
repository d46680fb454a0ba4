/** start.js, the start script: index.html runs it before main.js (see handoff.ts). */
import { begin } from './begin';

window.__tableauDeBordStart ??= begin();
