// The api suites that `pnpm test:resilience` runs for its table (scripts/test-resilience.mjs).
// `pnpm test:all` runs that stage after the unit tests; with API_JEST_SKIP_RESILIENCE=1 the
// unit stage leaves them to it, so each runs once per CI run (they are a quarter of the api's time).
module.exports = ['test/resilience', 'test/security', 'test/statements/refusals', 'test/statements/statementRoutes'];
