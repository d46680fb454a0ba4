// The monolith has no remote to fetch early: shell/src/start/earlyRemote.ts, minus the
// fetches (config.json still names the federated remotes, whose code must not be counted here).
// Its route rows name no page files (it reads no route table), so nothing is preloaded either.
// Its start script still reads config.json and preloads the opening page's data, as the federated one.
export const openingRemote = () => null;
export const deployedFilesOf = () => [];
export const startRemoteEarly = () => undefined;
export const preloadScript = () => undefined;
export const takeManifest = () => undefined;
export const takeEarlyTable = () => undefined;
