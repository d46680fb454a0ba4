#!/usr/bin/env node
// Serves a built app (shell or remote) the way a static host would: compressed, cached by
// content hash, CORS open so the shell on another port can fetch a remote's manifest.
// Usage: node scripts/serve-static.mjs <dir> [port] (or PORT / HOST env vars)
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export function serveStatic(dir, port, host = process.env.HOST ?? '127.0.0.1') {
  const assets = sirv(path.resolve(dir), {
    // STATIC_LIVE=1 re-reads the folder on each request (for rebuilding while serving).
    dev: process.env.STATIC_LIVE === '1',
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Hashed chunks never change; entries, manifests and config.json must stay fresh.
      const hashed = /\.[0-9a-f]{10}\.js$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('introuvable');
    }),
  );
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
  serveStatic(dir, port).then(() => console.log(`${dir} servi sur http://127.0.0.1:${port}`));
}
