// What a deployed remote's container imports as its bundler runtime: the shell's functions
// (provideToRemotes.js), around this container's own state and its own runtime module, instead
// of a copy of the package in every remoteEntry.js. The shell's build has no exposed module, so
// its bundler runtime has no `initContainerEntry`: the remote brings that one (2 kB).
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
// An older shell lends nothing: this remote then cannot start, and the shell shows its area's error.
if (!lent) throw new Error('Ce remote demande un shell plus récent (runtime de la fédération absent).');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
