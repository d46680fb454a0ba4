/**
 * Publishes a remote's route table (`routes.json`, beside its manifest) with the files of the
 * remote's entry and, for each row, those of its page's code: the shell then loads a page's code
 * and its remote's entry together with its data, instead of one after the other and after the
 * manifest (shell/src/federation/startPage.ts).
 *
 * The page of each path is the `import('./pages/…')` that src/remote.tsx maps it to; its files
 * are those of that import's chunk group, named once the content hashes are final. A row whose
 * page is not found fails the build: a table that cannot preload is a bug.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError, sources } = require('webpack');

const NAME = 'RouteTablePlugin';
/** The chunk Module Federation names for the module a remote exposes ('./remote'). */
const EXPOSED_CHUNK = '__federation_expose_remote';
/** `'/path': () => import('./pages/X/X')` in a remote's pages map. */
const PAGE_LOADER = /'(\/[^']*)'\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** Route path → the request of its page's import, read from the remote's pages map. */
function pageRequests(remoteSource) {
  return new Map([...remoteSource.matchAll(PAGE_LOADER)].map((m) => [m[1], m[2]]));
}

/** The .js files of these chunks. */
const jsOf = (chunks) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The container's file (remoteEntry.js), then those of its exposed module, as the manifest lists them. */
function entryFiles(compilation) {
  // The container entry: every entry point but a remote's isolated page (`main`, `pnpm dev`).
  const container = [...compilation.entrypoints].filter(([name]) => name !== 'main').flatMap(([, entry]) => jsOf(entry.chunks));
  const exposed = compilation.namedChunks.get(EXPOSED_CHUNK);
  const exposedFiles = exposed ? jsOf(new Set([...exposed.groupsIterable].flatMap((group) => group.chunks))) : [];
  return [...new Set([...container, ...exposedFiles])];
}

/** The share keys of the modules these chunks take from the share scope (`consume-shared-module`). */
function sharedKeysOf(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
  }
  return keys;
}

class RouteTablePlugin {
  /** @param {{ dir: string }} options the remote's package folder */
  constructor({ dir }) {
    this.routesFile = path.join(dir, 'src', 'routes.json');
    this.remoteFile = path.join(dir, 'src', 'remote.tsx');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      // After the real content hashes (OPTIMIZE_HASH), before the compressed copies (OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const table = JSON.parse(fs.readFileSync(this.routesFile, 'utf8'));
        const pages = pageRequests(fs.readFileSync(this.remoteFile, 'utf8'));
        const groupOf = new Map();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (!origin.request || groupOf.has(origin.request)) continue;
            groupOf.set(origin.request, group);
          }
        }
        table.entry = entryFiles(compilation);
        // What a page takes from the share scope beyond what its remote's entry takes (`shared`):
        // the start fetches the shell's own files of those it serves apart (the kernel's editing pieces) with the page's.
        const exposed = compilation.namedChunks.get(EXPOSED_CHUNK);
        const atStart = sharedKeysOf(compilation, exposed ? [...exposed.groupsIterable].flatMap((group) => group.chunks) : []);
        for (const row of table.routes) {
          const group = groupOf.get(pages.get(row.path));
          if (!group) {
            compilation.errors.push(new WebpackError(`${NAME} : aucune page importée pour ${row.path} dans src/remote.tsx`));
            continue;
          }
          row.chunks = jsOf(group.chunks);
          const shared = [...sharedKeysOf(compilation, group.chunks)].filter((key) => !atStart.has(key)).sort();
          if (shared.length > 0) row.shared = shared;
        }
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(table, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RouteTablePlugin, pageRequests };
