// The monolith has no remote to fetch early: shell/src/federation/earlyRemote.ts, minus the
// fetches (config.json still names the federated remotes, whose code must not be counted here).
export const openingManifest = () => null;
export const startRemoteEarly = () => undefined;
