/**
 * Preloads from index.html the files the shell's start runs after main.js: the chunks behind
 * its async boundary (`import('./bootstrap')`, which Module Federation requires) and those of
 * the shared libraries they take (React, the kernel…). Otherwise their downloads wait until
 * main.js, which carries the federation runtime, has arrived and run: on a throttled phone,
 * half a second during which the network sits idle. config.json, which the start reads first,
 * is preloaded for the same reason. And main.js itself is only preloaded (`data-start`). All of
 * them wait in a `<template data-start>`: the head script adds them (on Home, once the
 * pre-rendered first screen is painted) and runs main.js after the first paint.
 *
 * Before main.js comes the start script (`startScript`, shell/src/start/): a few kilobytes built
 * here by a child compilation, without Module Federation nor any library (an entry of the
 * federated build receives the runtime and the eager libraries: 512 KB). It arrives long before
 * main.js; run first, it asks for config.json, then for the opening page's files and data, while
 * main.js downloads. Beside the template, a JSON block (`shared-files`) names the shell's files of
 * each shared module it serves apart (the kernel's editing pieces): the start fetches them with
 * an opening page that takes them, as its remote's route table says.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';
/** main.js's own copy of the start, for a page where start.js did not run: never preloaded. */
const FALLBACK_CHUNK = 'start-fallback';
/** The id of the JSON block of the shell's files for each shared module it serves apart (earlyRemote.ts reads it). */
const SHARED_FILES_ID = 'shared-files';

/**
 * The .js files of the chunks that the entry's dynamic imports open, and of the shared
 * libraries those chunks take: the module this build provides for each (the one its own
 * share scope serves at start), not the consume module's fallback copy.
 */
function startupFiles(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryChunk = entry.getEntrypointChunk();
  const files = filesOpenedBy(compilation, [...compilation.chunkGraph.getChunkEntryModulesIterable(entryChunk)]);
  for (const file of entryChunk.files) files.delete(file);
  return [...files].sort();
}

const providedModules = (compilation) =>
  new Map([...compilation.modules].filter((module) => module.type === 'provide-module').map((module) => [module._name, module]));

/**
 * The .js files of the chunks the dynamic imports of `modules` open, and of the shared
 * libraries those chunks take (the modules this build provides for them).
 */
function filesOpenedBy(compilation, modules) {
  const { chunkGraph } = compilation;
  const provided = providedModules(compilation);
  const files = new Set();
  const seen = new Set();
  const openBlocks = (module) => {
    for (const block of module?.blocks ?? []) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group?.name === FALLBACK_CHUNK) continue;
      for (const chunk of group?.chunks ?? []) addChunk(chunk);
    }
  };
  const addChunk = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') openBlocks(provided.get(module.options.shareKey));
    }
  };
  modules.forEach(openBlocks);
  return files;
}

/**
 * The files of each shared module the shell serves from chunks of its own (not in its start:
 * the kernel's editing pieces), by share key. A remote's route table names the ones its
 * page takes (`shared`, RouteTablePlugin): the start fetches them with the page's code instead
 * of after it has run.
 */
function lazySharedFiles(compilation, publicPath) {
  const out = {};
  for (const [key, module] of providedModules(compilation)) {
    const files = [...filesOpenedBy(compilation, [module])].sort();
    if (files.length > 0) out[key] = files.map((file) => `${publicPath}${file}`);
  }
  return out;
}

/** `<link a="b">`: the attributes are file names and keywords of this plugin. */
function linkHtml(attributes) {
  const attrs = Object.entries(attributes).map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${String(v).replace(/"/g, '&quot;')}"`));
  return `<link${attrs.join('')}>`;
}

/** Builds `entry` alone into `start.[hash].js` beside the parent's files; resolves its file name. */
function buildStartScript(compilation, compiler, entry) {
  const child = compilation.createChildCompiler(NAME, { filename: 'start.[contenthash:10].js', uniqueName: 'dashboard-start' }, [
    new compiler.webpack.EntryPlugin(compiler.context, entry, { name: 'start' }),
  ]);
  return new Promise((resolve, reject) => {
    child.runAsChild((error, entries, childCompilation) => {
      if (error) return reject(error);
      compilation.warnings.push(...childCompilation.warnings);
      compilation.errors.push(...childCompilation.errors);
      const file = [...(entries?.[0]?.files ?? [])].find((f) => f.endsWith('.js'));
      return file ? resolve(file) : reject(new Error(`${NAME} : le script de démarrage n'a pas été construit`));
    });
  });
}

class StartupPreloadPlugin {
  /**
   * @param {{ fetches?: string[], startScript?: string }} o files the start reads with fetch()
   * (config.json), preloaded too; the start script's entry, run before main.js
   */
  constructor({ fetches = [], startScript } = {}) {
    this.fetches = fetches;
    this.startScript = startScript;
  }

  apply(compiler) {
    let startFile = null;
    if (this.startScript) {
      compiler.hooks.make.tapPromise(NAME, async (compilation) => {
        startFile = await buildStartScript(compilation, compiler, this.startScript);
      });
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // The entry scripts (main.js) are only preloaded: the head script runs them
        // (shared-kernel/webpack/headScript.cjs).
        const entries = [...data.headTags, ...data.bodyTags].filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        // Low: on a route other than Home they are added as soon as the document is parsed, and the
        // render-blocking stylesheet the first paint waits for must come first (high, they delayed
        // it: Lighthouse mobile FCP on /depenses 1.5 s, 0.77 s with low).
        // The start script first: the head script runs them in this order.
        const scripts = [...(startFile ? [`${data.publicPath}${startFile}`] : []), ...entries.map((tag) => tag.attributes.src)];
        const starts = scripts.map((href) => ({ rel: 'preload', as: 'script', fetchpriority: 'low', 'data-start': true, href }));
        // crossorigin: the mode and credentials of a plain fetch(), so that fetch() takes the preloaded reply.
        const reads = this.fetches.map((file) => ({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${data.publicPath}${file}` }));
        const chunks = startupFiles(compilation).map((file) => ({ rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` }));
        data.headTags = data.headTags.filter((tag) => !entries.includes(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !entries.includes(tag));
        // Inert in a template: the head script adds them, on Home once the pre-rendered screen is
        // painted (the stylesheet the first paint waits for has the network to itself).
        data.headTags.push({
          tagName: 'template',
          voidTag: false,
          meta: { plugin: NAME },
          attributes: { 'data-start': true },
          innerHTML: [...starts, ...reads, ...chunks].map(linkHtml).join(''),
        });
        // Read by the start script (shell/src/start/earlyRemote.ts); '<' escaped, the block stays one text node.
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: NAME },
          attributes: { type: 'application/json', id: SHARED_FILES_ID },
          innerHTML: JSON.stringify(lazySharedFiles(compilation, data.publicPath)).replace(/</g, '\\u003c'),
        });
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
