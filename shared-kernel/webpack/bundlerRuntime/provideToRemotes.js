// The shell's runtime plugin that lends its bundler runtime (the functions each container's
// webpack runtime calls to load remotes and shared modules) to the remotes, which then ship
// none of their own (fromShell.js). The functions keep no state: each works on the container
// whose `__webpack_require__` it is given.
import federation from '@module-federation/webpack-bundler-runtime';

export const GLOBAL_KEY = '_FEDERATION_BUNDLER_RUNTIME';

export default function provideBundlerRuntime() {
  return {
    name: 'dashboard-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[GLOBAL_KEY] ??= { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
      return args;
    },
  };
}
