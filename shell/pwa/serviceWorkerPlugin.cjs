/**
 * The Workbox plugin that builds src/sw/serviceWorker.ts into dist/sw.js with the list of the
 * shell's own files to precache (index.html, main.js, chunks, styles, manifest, icons).
 */
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');

function serviceWorkerPlugin(dir) {
  return new InjectManifest({
    swSrc: path.join(dir, 'src', 'sw', 'serviceWorker.ts'),
    swDest: 'sw.js',
    // Compressed copies and source maps are not files the page asks for; config.json is read
    // network first (edited after the build), never precached.
    exclude: [/\.(map|gz|br)$/, /(^|\/)config\.json$/, /\.LICENSE\.txt$/],
    // Hashed names need no revision: the name changes with the content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
}

module.exports = { serviceWorkerPlugin };
