/**
 * Stand-ins served in place of a remote's remoteEntry.js, written as the Module Federation
 * "global" container a real build produces (`init(shareScope)`, `get(expose)` → factory):
 * one whose ./remote export breaks the contract, one that satisfies it but throws while
 * rendering. The latter builds its module with the real kernel's defineRemote, taken from
 * the shell's share scope, so it fails exactly as a buggy page of a real remote would.
 */
import type { Section } from './sections';

export const RENDER_FAILURE = 'panne de rendu simulée';

function container(globalName: string, moduleFactory: string): string {
  return `(function () {
  var scope = {};
  globalThis[${JSON.stringify(globalName)}] = {
    init: function (shareScope) { scope = shareScope || {}; },
    get: function () { return Promise.resolve().then(function () { ${moduleFactory} }); }
  };
})();`;
}

/** A ./remote whose export has no `app` lifecycles. */
export function contractBreakingEntry(s: Section): string {
  const module = { name: s.name, contractVersion: 4, routes: s.routes, widgets: {} };
  return container(s.name, `var m = ${JSON.stringify(module)}; return function () { return { default: m }; };`);
}

/** A conforming ./remote whose every page throws while rendering. */
export function renderThrowingEntry(s: Section): string {
  return container(
    s.name,
    `var versions = scope['shared-kernel'];
    var shared = versions[Object.keys(versions)[0]];
    return (shared.lib ? Promise.resolve(shared.lib) : shared.get()).then(function (factory) {
      var kernel = factory();
      function Broken() { throw new Error(${JSON.stringify(RENDER_FAILURE)}); }
      var pages = {};
      ${JSON.stringify(s.routes)}.forEach(function (r) { pages[r] = function () { return Promise.resolve(Broken); }; });
      var m = kernel.defineRemote({ name: ${JSON.stringify(s.name)}, table: ${JSON.stringify(s.table)}, pages: pages });
      return function () { return { default: m }; };
    });`,
  );
}
