#!/usr/bin/env node
// Serves a built app (shell or remote) the way a static host would: compressed, cached by
// content hash, CORS open so the shell on another port can fetch a remote's manifest, the
// security headers of security-headers.mjs, and never a file outside the folder.
// Usage: node scripts/serve-static.mjs <dir> [port] (or PORT / HOST env vars)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { securityHeadersFrom } from './security-headers.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The deployment's config.json: the shell's own, or (for a remote) the shell's beside it. */
function configFileFor(root) {
  const own = path.join(root, 'config.json');
  if (fs.existsSync(own)) return own;
  const shellDist = path.join(repoRoot, 'shell', 'dist', 'config.json');
  return fs.existsSync(shellDist) ? shellDist : path.join(repoRoot, 'shell', 'public', 'config.json');
}

/**
 * Whether a request path stays inside `root` once decoded and once symbolic links are
 * followed: no `..`, no backslash or NUL, no link to a file or folder elsewhere.
 */
function staysInside(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return false;
  }
  if (/[\\\0]/.test(pathname) || pathname.split('/').includes('..')) return false;
  const target = path.join(root, pathname);
  if (!target.startsWith(root)) return false;
  // The longest existing part of the path must really be inside (a link may point away).
  let probe = target;
  while (probe.length > root.length && !fs.existsSync(probe)) probe = path.dirname(probe);
  try {
    const real = fs.realpathSync(probe);
    return real === root || real.startsWith(root + path.sep);
  } catch {
    return false;
  }
}

export function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('introuvable');
}

/**
 * The request handler of one built app: its files under `dir` (a folder, or a link that a
 * deploy swaps: it is followed again at each request), compressed, cached by content hash.
 * Calls `next` for what the folder does not hold.
 * @param {string} dir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function appFiles(dir) {
  const root = path.resolve(dir);
  const assets = sirv(root, {
    // Reads the folder at each request: a rebuild or a deploy is served at once, and no
    // start-up crawl ever follows a symbolic link (a looping one used to crash the server).
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      // Hashed chunks never change; entries, manifests and config.json must stay fresh.
      const hashed = /\.[0-9a-f]{10}\.js$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, res, next) => {
    let realRoot;
    try {
      realRoot = fs.realpathSync(root);
    } catch {
      return next();
    }
    if (!staysInside(realRoot, req.url ?? '/')) return notFound(res);
    assets(req, res, next);
  };
}

/**
 * @param {string} dir
 * @param {number} port
 * @param {string} [host]
 * @param {{ configFile?: string }} [options] config.json whose origins the CSP allows
 */
export function serveStatic(dir, port, host = process.env.HOST ?? '127.0.0.1', options = {}) {
  const securityHeaders = securityHeadersFrom(options.configFile ?? configFileFor(fs.realpathSync(path.resolve(dir))));
  const files = appFiles(dir);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => notFound(res));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
  serveStatic(dir, port).then(() => console.log(`${dir} servi sur http://127.0.0.1:${port}`));
}
