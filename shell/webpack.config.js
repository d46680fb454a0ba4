const path = require('node:path');
const { createConfig } = require('shared-kernel/webpack');
const { PrerenderShellPlugin } = require('./prerender/PrerenderShellPlugin.cjs');
const { StartupPreloadPlugin } = require('./prerender/StartupPreloadPlugin.cjs');
const { serviceWorkerPlugin } = require('./pwa/serviceWorkerPlugin.cjs');

// « Mes données » edits: the shell provides shared-kernel/edit too, loaded with that page, not at start.
const base = createConfig({ dir: __dirname, edit: true, pwa: true });

module.exports = (env, argv) => {
  const config = base(env, argv);
  // The production index.html carries the first screen, painted before any script runs.
  if (config.mode === 'production') config.plugins.push(new PrerenderShellPlugin({ configFile: path.join(__dirname, 'public', 'config.json') }));
  // Its start's chunks download alongside main.js instead of after it has run, and the start
  // script (src/start/) asks for the opening page's files and data before main.js has arrived.
  if (config.mode === 'production') {
    config.plugins.push(new StartupPreloadPlugin({ fetches: ['config.json'], startScript: path.join(__dirname, 'src', 'start', 'index.ts') }));
  }
  // Offline use (dist/sw.js): the production build only, the dev server stays without a worker.
  if (config.mode === 'production') config.plugins.push(serviceWorkerPlugin(__dirname));
  return config;
};
