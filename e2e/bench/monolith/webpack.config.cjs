/**
 * The monolith baseline: the shell's own production config (same swc, minifier, chunk names,
 * compression) minus Module Federation, with the remotes' remote.tsx bundled into the one
 * build through staticRemotes.js. Usage: webpack -c e2e/bench/monolith/webpack.config.cjs
 */
const path = require('node:path');
const webpack = require('webpack');
const shellConfig = require('shell/webpack.config');

const outDir = process.env.MONOLITH_OUT ?? path.resolve(__dirname, '..', '..', '..', '.tmp', 'bench', 'monolith');

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  return {
    ...config,
    // The shell's own entry: it requests config.json early, as in the federated build. Its
    // async import of bootstrap is one small chunk here, with no sharing to negotiate.
    entry: { main: './src/index.ts' },
    output: { ...config.output, path: outDir, uniqueName: 'monolith' },
    module: {
      ...config.module,
      // A shell import that staticRemotes.js does not provide fails the build, not the page.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    plugins: [
      ...config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin'),
      new webpack.NormalModuleReplacementPlugin(/(^|\/)remoteLoader$/, path.join(__dirname, 'staticRemotes.js')),
      new webpack.NormalModuleReplacementPlugin(/(^|\/)earlyRemote$/, path.join(__dirname, 'noEarlyRemote.js')),
      new webpack.NormalModuleReplacementPlugin(/(^|\/)readRouteTables$/, path.join(__dirname, 'noRouteTables.js')),
    ],
  };
};
