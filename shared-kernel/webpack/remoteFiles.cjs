/**
 * What config.json tells the shell of a deployed remote's files (`remoteFiles`): the files of its
 * entry and of each route's page, as its build lists them in routes.json (RouteTablePlugin),
 * named beside its manifest. Written by the deploy (scripts/remote-files.mjs) and read by the
 * shell (shell/src/start/earlyRemote.ts), which starts the opening page's code with
 * config.json; the manifest stays what the runtime loads.
 */

/** A file name of a build (no path, no query): anything else in a table is left out. */
const FILE = /^[\w\-.]+\.js$/;
const filesIn = (list) => (Array.isArray(list) ? list.filter((f) => typeof f === 'string' && FILE.test(f)) : []);

/** A share key (`shared-kernel/edit`, `react/jsx-runtime`). */
const SHARE_KEY = /^[@\w][\w\-./@]*$/;

/**
 * `{ entry, routes: [{ path, chunks, shared? }] }` from one remote's routes.json, or null when it
 * names no entry; `shared`, what the page takes from the shell beyond its entry (RouteTablePlugin).
 */
function remoteFilesOf(table) {
  const entry = filesIn(table?.entry);
  if (entry.length === 0) return null;
  const routes = (Array.isArray(table.routes) ? table.routes : [])
    .filter((r) => typeof r?.path === 'string')
    .map((r) => {
      const shared = Array.isArray(r.shared) ? r.shared.filter((k) => typeof k === 'string' && SHARE_KEY.test(k)) : [];
      return { path: r.path, chunks: filesIn(r.chunks), ...(shared.length > 0 && { shared }) };
    });
  return { entry, routes };
}

module.exports = { remoteFilesOf };
