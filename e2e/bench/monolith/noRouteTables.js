// The monolith has no remote to read a route table from: its pages are those its build found
// (shell/src/federation/readRouteTables.ts, minus the fetches of the federated remotes' tables).
export const routeTableUrl = (manifestUrl) => manifestUrl;
export async function refreshRouteTables() {}
