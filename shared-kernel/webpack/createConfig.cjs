/**
 * One webpack configuration for the shell and every remote, so the Module Federation rules
 * live in one place: pinned webpack, swc, `[name].js` entries with the
 * content hash in chunk names, `publicPath: 'auto'`, the same singletons everywhere.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { HEAD_SCRIPT } = require('./headScript.cjs');
const { RouteTablePlugin } = require('./routeTablePlugin.cjs');

const kernelDir = path.resolve(__dirname, '..');

/**
 * The bundler runtime every container's entry imports, found the way Module Federation finds it
 * (beside its runtime-tools): the shell lends it to the remotes, which ship none of their own.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [require.resolve('@module-federation/runtime-tools/bundler', { paths: [require.resolve('@module-federation/enhanced/webpack')] })],
});
const BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'bundlerRuntime', 'provideToRemotes.js');
const topology = require('contract-kit/topology.json');

/**
 * react-router's production build: its package exports only the development one, whose dev
 * warnings (long messages, a « Hey developer » error page) would ship in the kernel.
 */
const REACT_ROUTER_DIST = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [kernelDir] }))] })),
  'dist',
  'production',
);
const PRODUCTION_ROUTER = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

/** An app's federation name and dev port, from the topology table, by its folder. */
function appOf(dir) {
  const folder = path.basename(dir);
  if (folder === topology.shell.dir) return { name: 'shell', port: topology.shell.port };
  const entry = Object.entries(topology.remotes).find(([, r]) => r.dir === folder);
  if (!entry) throw new Error(`${folder} absent de contract-kit/topology.json`);
  return { name: entry[0], port: entry[1].port };
}

/**
 * Packages shared as singletons; subpath imports share the version of their package.
 * A shared package is bundled whole (any consumer may use any export), so the big ones
 * the apps use a little of reach them through shared-kernel instead, tree-shaken to what
 * the kernel re-exports: react-router-dom (shared-kernel/src/routes/router.tsx) and
 * @tanstack/react-query (shared-kernel/src/api/reactQuery.ts: one QueryClient context, the
 * kernel's, for the shell and every remote). zod neither:
 * shared, it would ship whole with every locale (+50 KB on Home); the kernel bundles the part
 * of zod/mini it uses, and a deployed remote's `zod/mini` resolves to the kernel's builders
 * (zodFromKernel.js).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  // single-spa keeps the state of mounted parcels: one instance for the shell and single-spa-react.
  'single-spa',
  'single-spa-react',
  'shared-kernel',
  // nivo is shared through this entry, not package by package: @nivo/core and
  // @nivo/tooltip import each other, and sharing them separately deadlocks their loading.
  'shared-kernel/charts',
  // The editing pieces and the tables: a shared module ships whole, and Home uses none of them.
  'shared-kernel/edit',
];

/** Shared only by the apps that import it: every shared entry is built (and minified) by each app that lists it. */
const CHARTS = 'shared-kernel/charts';
const EDIT = 'shared-kernel/edit';
/** Never eager, even in the shell: their code loads with the first page that imports them, not on Home. */
const ON_DEMAND = new Set([CHARTS, EDIT]);

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const kernelPackage = require(path.join(kernelDir, 'package.json'));

/** The version of a shared package: shared-kernel pins every one of them exactly. */
function pinnedVersion(name) {
  if (name === 'shared-kernel') return kernelPackage.version;
  const version = kernelPackage.dependencies[name];
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) throw new Error(`shared-kernel must pin ${name} exactly`);
  return version;
}

/**
 * @param {{ charts?: boolean, edit?: boolean, eager?: boolean }} [o] charts: the app imports
 * shared-kernel/charts (nivo); edit: it imports shared-kernel/edit; eager: the libraries are in
 * the entry file (the shell's start uses every one of them), the entries loaded on demand aside.
 */
function sharedConfig({ charts = true, edit = true, eager = false } = {}) {
  return Object.fromEntries(
    SINGLETONS.filter((request) => (charts || request !== CHARTS) && (edit || request !== EDIT)).map((request) => {
      const version = pinnedVersion(packageName(request));
      return [request, { singleton: true, requiredVersion: `^${version}`, version, eager: eager && !ON_DEMAND.has(request) }];
    }),
  );
}

/**
 * A remote's modules used by several of its page chunks (its area's contract, contract-kit, its
 * editing pieces). Most are a few kilobytes, under webpack's 20 kB floor for a shared chunk, so
 * each page chunk carried its own copy and a tour downloaded them once per page: they go to
 * chunks of their own, one per set of pages that use them, fetched with the page (its row of
 * routes.json lists them) and never twice.
 */
const SHARED_BY_PAGES = {
  // The exposed module's chunk keeps what it holds: split, Home and every first visit would fetch one file more.
  chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== '__federation_expose_remote',
  minChunks: 2,
  minSize: 0,
  priority: -5,
  reuseExistingChunk: true,
};

/**
 * The libraries of the shell's start, split from main.js into a few files that the head script
 * runs before it (in order; main.js starts once they are in). In main.js alone, they made one
 * download of 140 kB that a phone's link shared with the page's other files, and one task of
 * 60 ms at full speed to compile (250 ms on a slowed phone, all of it blocking). Four files of 20
 * to 55 kB download side by side and are compiled one task each. More files would each cost a
 * request and lose some compression. react-dom, the largest, goes alone; zod and react-query,
 * which the kernel's client runs, together; the other libraries together.
 */
const startLibraries = (name, test, priority) => ({
  test,
  chunks: (chunk) => chunk.name === 'main',
  name,
  filename: '[name].[contenthash:10].js',
  enforce: true,
  priority,
});
const START_FILES = {
  startReactDom: startLibraries('react-dom', /[\\/]node_modules[\\/](?:.*[\\/])?react-dom[\\/]/, 20),
  startData: startLibraries('zod-react-query', /[\\/]node_modules[\\/](?:.*[\\/])?(?:zod|@tanstack[\\/][\w-]+)[\\/]/, 15),
  startLibraries: startLibraries('libraries', /[\\/]node_modules[\\/]/, 10),
};

/**
 * @param {object} o
 * @param {string} o.dir        package directory (__dirname of its webpack.config.js); its
 *                              federation name and dev port come from the topology table
 * @param {Record<string,string>} [o.exposes]  remotes expose './remote'
 * @param {string} [o.title]    page title of the html (the shell's app, a remote's isolated page)
 * @param {boolean} [o.charts]  the app imports shared-kernel/charts; others neither provide nor build nivo
 * @param {boolean} [o.edit]    the app imports shared-kernel/edit (editing pieces, tables); others neither provide nor build it
 * @param {boolean} [o.pwa]     the html links the web app manifest and icons of its public/ folder (the shell)
 */
function createConfig({ dir, exposes, title = 'Tableau de bord', charts = false, edit = false, pwa = false }) {
  const { name, port } = appOf(dir);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const remote = Boolean(exposes);
    // A deployed remote is only ever loaded by the shell: no isolated page (that is `pnpm dev`),
    // and it borrows the shell's Module Federation runtime instead of shipping its own copy.
    const isolatedPage = !(production && remote);
    return {
      context: dir,
      entry: isolatedPage ? { main: './src/index.ts' } : {},
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // A deployed remote builds its contract's schemas with the shell's zod/mini (zodForAreas.ts), takes
        // the kernel's route helpers and contract-kit, and its container runs on the shell's bundler runtime (bundlerRuntime/).
        alias:
          production && remote
            ? {
                'zod/mini$': path.join(__dirname, 'zodFromKernel.js'),
                'shared-kernel/routes$': path.join(__dirname, 'routesFromKernel.js'),
                ...Object.fromEntries(
                  ['data', 'endpoints', 'schemas'].map((entry) => [`contract-kit/${entry}$`, path.join(__dirname, 'contractKitFromKernel', `${entry}.cjs`)]),
                ),
                '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js$': path.join(path.dirname(BUNDLER_RUNTIME), 'initContainerEntry.js'),
              }
            : production
              ? { ...PRODUCTION_ROUTER, '@module-federation/webpack-bundler-runtime$': BUNDLER_RUNTIME }
              : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      optimization: production
        ? {
            // swc minifies as small as terser's default, in half the build time.
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
            splitChunks: { cacheGroups: remote ? { sharedByPages: SHARED_BY_PAGES } : START_FILES },
          }
        : {},
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell's start takes every library it shares: with its entry, in the few files of
          // START_FILES instead of one file each (thirteen, six at a time over HTTP/1.1, a round
          // trip each on a phone). A remote's copies stay apart: they load only if the shell's do not fit.
          shared: sharedConfig({ charts, edit, eager: !remote }),
          // The default strategy loads every remote at start, so one dead remote blanks the app.
          shareStrategy: 'loaded-first',
          // The shell lends its bundler runtime to the remotes (bundlerRuntime/provideToRemotes.js).
          ...(production && !remote ? { runtimePlugins: [BUNDLER_RUNTIME_PLUGIN] } : {}),
          manifest: true,
          dts: false,
          experiments: {
            // One runtime core per page, the shell's: each remote would otherwise bring ~20 kB of its own.
            externalRuntime: production && remote,
            provideExternalRuntime: production && !remote,
            optimization: { target: 'web' },
          },
        }),
        // The shell's runtime plugin that hands its runtime core to the remotes
        // (provideExternalRuntime) is added by its CommonJS path, which requires the CommonJS
        // build of runtime-core while the shell's own federation imports the ES build: two copies
        // of the runtime on Home (the remotes then used the other one). Its ES build joins them.
        ...(production && !remote
          ? [
              new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
                resource.request = resource.request.replace(/\.cjs$/, '.js');
              }),
            ]
          : []),
        // A deployed remote's container imports the shell's bundler runtime instead of its own copy.
        ...(production && remote
          ? [new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(__dirname, 'bundlerRuntime', 'fromShell.js'))]
          : []),
        ...(isolatedPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(kernelDir, 'webpack', 'index.html'),
                title,
                pwa,
                headScript: HEAD_SCRIPT,
                chunks: ['main'],
              }),
              new CopyPlugin({ patterns: [{ from: path.join(kernelDir, 'webpack', 'app-shell.css'), to: '.' }] }),
            ]
          : []),
        // A remote publishes its route table next to its manifest, each page's code files in its
        // row: the shell reads it at start.
        ...(remote ? [new RouteTablePlugin({ dir })] : []),
        // Deploy-time files (the shell's config.json) are copied as they are, never bundled.
        ...(fs.existsSync(path.join(dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
          : []),
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        host: '127.0.0.1',
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        static: { directory: path.join(dir, 'public') },
      },
    };
  };
}

/**
 * Brotli and gzip copies beside each file, served by any static host that looks for them
 * (sirv, nginx gzip_static/brotli_static). config.json is left out: it is edited after
 * the build, and a stale compressed copy would win over the edit.
 */
function compressionPlugins() {
  const options = { test: /\.(js|json|html|css|svg|txt)$/, exclude: /(^|\/)config\.json$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...options, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...options,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

module.exports = { createConfig, sharedConfig, SINGLETONS };
