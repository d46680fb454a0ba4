// Which library a source path of a built chunk belongs to, and how many times each library
// was downloaded: a library counts one copy per downloaded chunk that carries its code.
import { bytesBySource } from './sourceMapSizes.mjs';

/** Libraries the issue names, with the npm packages that make them up. */
export const LIBRARIES = [
  { name: 'react', packages: ['react'] },
  { name: 'react-dom', packages: ['react-dom', 'scheduler'] },
  { name: 'react-router-dom', packages: ['react-router', 'react-router-dom'] },
  { name: 'styled-components', packages: ['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless'] },
  { name: 'nivo', packages: [/^@nivo\//, /^d3-/, /^@react-spring\//] },
  { name: 'shared-kernel', kernel: true },
  { name: 'MF runtime', packages: ['@module-federation/runtime-core'] },
  // Not in the list, reported so that every byte is accounted for.
  { name: 'MF container glue', packages: [/^@module-federation\//], glue: true },
  { name: '@tanstack/react-query', packages: ['@tanstack/react-query', '@tanstack/query-core'] },
  { name: 'zod', packages: ['zod'] },
  { name: 'single-spa(-react)', packages: ['single-spa', 'single-spa-react'] },
];

/** Package name of a node_modules path (scoped or not), or null for first-party code. */
function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * One key per module whatever build carries it: `webpack://immo/../node_modules/.pnpm/x/...`
 * and `webpack://shell/../node_modules/.pnpm/x/...` are the same module.
 */
export function moduleKey(source) {
  const pnpm = source.lastIndexOf('.pnpm/');
  if (pnpm >= 0) return source.slice(pnpm + '.pnpm/'.length);
  const kernel = source.indexOf('shared-kernel/');
  if (kernel >= 0) return source.slice(kernel);
  if (/webpack\/runtime\/|^\(webpack\)|webpack\/bootstrap|webpack\/startup/.test(source)) return '(webpack runtime)';
  return source.replace(/^webpack:\/\//, '');
}

export function libraryOf(key) {
  // The kernel's build glue (a remote's bridge to the shell's bundler runtime, its redirects to
  // the kernel's zod and routes) is each container's own, not the kernel.
  if (key.startsWith('shared-kernel/webpack/')) return 'MF container glue';
  if (key.startsWith('shared-kernel/')) return 'shared-kernel';
  if (key === '(webpack runtime)') return 'webpack runtime';
  const pkg = packageOf(key);
  if (!pkg) {
    // The shell's own pages (Home among them) are shell code; "page code" means a remote's pages.
    const shellCode = key.startsWith('shell/') || key.startsWith('monolith/./src/');
    if (!shellCode && /\/src\/pages\//.test(key)) return 'page code';
    if (/\/src\/widgets\//.test(key)) return 'widget code';
    return 'app code';
  }
  for (const lib of LIBRARIES) {
    if (lib.kernel) continue;
    if (lib.packages.some((p) => (typeof p === 'string' ? p === pkg : p.test(pkg)))) return lib.name;
  }
  return 'other packages';
}

/** Counts, over a list of downloaded chunk files, copies and bytes of each library. */
export class LibraryCounter {
  constructor() {
    this.perFile = new Map();
    this.moduleCopies = new Map();
    this.libBytes = new Map();
    this.libWire = new Map();
  }

  #sizesOf(file) {
    if (!this.perFile.has(file)) {
      const sizes = new Map();
      for (const [source, bytes] of bytesBySource(file)) {
        const key = moduleKey(source);
        sizes.set(key, (sizes.get(key) ?? 0) + bytes);
      }
      this.perFile.set(file, sizes);
    }
    return this.perFile.get(file);
  }

  /**
   * A downloaded JS file (path on disk of the served build) and the bytes it took on the
   * wire, shared out among its libraries in proportion to their share of the file.
   */
  add(file, wireBytes = 0) {
    const sizes = this.#sizesOf(file);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [key, bytes] of sizes) {
      const lib = libraryOf(key);
      this.libWire.set(lib, (this.libWire.get(lib) ?? 0) + (wireBytes * bytes) / total);
    }
    for (const [key, bytes] of sizes) {
      // A module reduced to a few bytes of glue (a re-export stub) is not a copy of the library.
      if (bytes < 64) continue;
      this.moduleCopies.set(key, (this.moduleCopies.get(key) ?? 0) + 1);
      const lib = libraryOf(key);
      this.libBytes.set(lib, (this.libBytes.get(lib) ?? 0) + bytes);
    }
  }

  /** { library: { copies, bytes } }: copies is the most times any of its modules came down. */
  summary() {
    const out = {};
    for (const { name } of LIBRARIES) out[name] = { copies: 0, bytes: 0 };
    for (const [key, copies] of this.moduleCopies) {
      const lib = libraryOf(key);
      out[lib] ??= { copies: 0, bytes: 0 };
      out[lib].copies = Math.max(out[lib].copies, copies);
    }
    for (const [lib, bytes] of this.libBytes) out[lib].bytes = bytes;
    for (const [lib, wire] of this.libWire) (out[lib] ??= { copies: 0, bytes: 0 }).wire = Math.round(wire);
    return out;
  }

  /** Modules that came down more than once (the webpack runtime of each container aside). */
  duplicates() {
    return [...this.moduleCopies]
      .filter(([key, copies]) => copies > 1 && key !== '(webpack runtime)')
      .map(([key, copies]) => `${key} ×${copies}`);
  }
}
