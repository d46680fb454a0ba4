/**
 * Preloads from index.html the files the shell's start runs after main.js: the chunks behind
 * its async boundary (`import('./bootstrap')`, which Module Federation requires) and those of
 * the shared libraries they take (React, the kernel…). Otherwise their downloads wait until
 * main.js, which carries the federation runtime, has arrived and run: on a throttled phone,
 * half a second during which the network sits idle. config.json, which the start reads first,
 * is preloaded for the same reason. And main.js itself is only preloaded (`data-start`): the
 * head script runs it once the pre-rendered first screen is painted.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/**
 * The .js files of the chunks that the entry's dynamic imports open, and of the shared
 * libraries those chunks take: the module this build provides for each (the one its own
 * share scope serves at start), not the consume module's fallback copy.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const openBlocks = (module) => {
    for (const block of module?.blocks ?? []) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) addChunk(chunk);
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
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryChunk = entry.getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) openBlocks(module);
  for (const file of entryChunk.files) files.delete(file);
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ fetches?: string[] }} o files the start reads with fetch() (config.json), preloaded too */
  constructor({ fetches = [] } = {}) {
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          // Low: after the render-blocking stylesheet, which the first paint waits for (high,
          // they delayed it on a throttled phone), and alongside main.js.
          attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` },
        }));
        // crossorigin: the mode and credentials of a plain fetch(), so that fetch() takes the preloaded reply.
        const reads = this.fetches.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${data.publicPath}${file}` },
        }));
        // The entry scripts (main.js) are only preloaded: the head script runs them once the
        // pre-rendered first screen is painted (shared-kernel/webpack/headScript.cjs).
        const entries = [...data.headTags, ...data.bodyTags].filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        const starts = entries.map((tag) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', 'data-start': true, href: tag.attributes.src },
        }));
        data.headTags = data.headTags.filter((tag) => !entries.includes(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !entries.includes(tag));
        data.headTags.push(...starts, ...reads, ...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
