/**
 * One webpack configuration for the shell and every remote, so the Module Federation rules
 * of DESIGN.md section 3 live in one place: pinned webpack, swc, `[name].js` entries with the
 * content hash in chunk names, `publicPath: 'auto'`, the same singletons everywhere.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const kernelDir = path.resolve(__dirname, '..');

/** Packages shared as singletons; subpath imports share the version of their package. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  'single-spa-react',
  'zod',
  'shared-kernel',
  // nivo is shared through this entry, not package by package: @nivo/core and
  // @nivo/tooltip import each other, and sharing them separately deadlocks their loading.
  'shared-kernel/charts',
];

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

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = pinnedVersion(packageName(request));
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir        package directory (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (shell, immo, opvcm, charts, leisure, films)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]  remotes expose './remote'
 * @param {string} [o.title]    page title of the html (the shell's app, a remote's isolated page)
 */
function createConfig({ dir, name, port, exposes, title = 'Tableau de bord' }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: { main: './src/index.ts' },
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
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
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
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(),
          // The default strategy loads every remote at start, so one dead remote blanks the app.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(kernelDir, 'webpack', 'index.html'),
          title,
          chunks: ['main'],
        }),
        // Deploy-time files (the shell's config.json) are copied as they are, never bundled.
        ...(fs.existsSync(path.join(dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
          : []),
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

module.exports = { createConfig, sharedConfig, SINGLETONS };
