// The one-address mode (`pnpm serve --one-address`): the whole product on one port, as a
// reverse proxy publishes it. `/` is the shell, `/mfe/<name>/` each remote's build, and the
// api's paths go to the api, which listens on loopback beside it. Each app's folder is read
// again at each request: a deploy (scripts/deploy-app.mjs) swaps it under the running server.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { TOPOLOGY } from './apps.mjs';
import { deployedRemoteFiles } from './remote-files.mjs';
import { securityHeadersFrom } from './security-headers.mjs';
import { appFiles, notFound } from './serve-static.mjs';

/** The api's paths: data, legacy prefix, images, movie gateway, tides page. */
export const API_PATHS = /^\/(api|index\.php\/api|files|tmdb\/3)(\/|$)|^\/marees(\/|\?|$)/;
/** Where the remotes live on the one address. */
export const remotePath = (name) => `/mfe/${name}/`;

/** config.json of this mode: every URL on the same origin, so no CORS and no other host. */
export function oneAddressConfig() {
  return {
    apiBase: '/',
    indexScript: '',
    movieApiBase: '/tmdb/3',
    movieImageBase: 'https://image.tmdb.org/t/p',
    remotes: Object.fromEntries(Object.keys(TOPOLOGY.remotes).map((name) => [name, `${remotePath(name)}mf-manifest.json`])),
  };
}

/**
 * The files of one app: `APPS_DIR/<app>` once deploy-app.mjs has put a build there (looked
 * for at each request, so the first deploy needs no restart), else its build in this repository.
 */
function appFolder(root, appsDir, name, dir) {
  const built = appFiles(path.join(root, dir, 'dist'));
  if (!appsDir) return built;
  const deployedDir = path.join(appsDir, name);
  const deployed = appFiles(deployedDir);
  return (req, res, next) => (fs.existsSync(deployedDir) ? deployed : built)(req, res, next);
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * Passes a request to the api on loopback. A client that reached this server from another
 * machine is named in X-Forwarded-For, as any proxy does, so the api asks it to sign in; a
 * proxy in front has already added its own header.
 */
function toApi(apiPort, req, res) {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  const peer = req.socket.remoteAddress ?? '';
  if (!/^(127\.|::1$|::ffff:127\.)/.test(peer)) {
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', ');
  }
  const upstream = http.request({ host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers }, (reply) => {
    const out = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    res.writeHead(reply.statusCode ?? 502, out);
    reply.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ error: 'bad_gateway', message: 'L’api ne répond pas (redémarrage en cours ?) : réessayez dans un instant.' }));
  });
  req.pipe(upstream);
}

/**
 * @param {{ root: string, port: number, host: string, apiPort: number, appsDir?: string }} options
 */
export function serveOneAddress({ root, port, host, apiPort, appsDir }) {
  // The owner's own config.json (APPS_DIR/config.json) when he wrote one, else this mode's.
  const ownConfig = appsDir ? path.join(appsDir, 'config.json') : null;
  // This mode's own names the files of the remotes deployed (deploy-app.mjs writes them into the owner's).
  const configJson = () =>
    ownConfig && fs.existsSync(ownConfig)
      ? fs.readFileSync(ownConfig, 'utf8')
      : JSON.stringify({ ...oneAddressConfig(), ...(appsDir ? { remoteFiles: deployedRemoteFiles(appsDir) } : {}) }, null, 2);
  const securityHeaders = securityHeadersFrom(ownConfig, oneAddressConfig());
  const shell = appFolder(root, appsDir, 'shell', TOPOLOGY.shell.dir);
  const remotes = Object.entries(TOPOLOGY.remotes).map(([name, r]) => ({ prefix: remotePath(name), files: appFolder(root, appsDir, name, r.dir) }));

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (API_PATHS.test(url)) return toApi(apiPort, req, res);
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    if (url === '/config.json' || url.startsWith('/config.json?')) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(configJson());
    }
    const remote = remotes.find((r) => url.startsWith(r.prefix));
    if (remote) {
      req.url = url.slice(remote.prefix.length - 1);
      return remote.files(req, res, () => notFound(res));
    }
    shell(req, res, () => notFound(res));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
