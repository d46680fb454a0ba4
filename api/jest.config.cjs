// Node environment (no jsdom): the api tests run Fastify with app.inject against a
// temporary SQLite file. TypeScript (including the contract-kit sources) goes through swc,
// and so do content-disposition and cookie (ESM-only, required by @fastify/static and
// light-my-request), and the @neaps tide packages with their ESM dependencies, which jest's
// CommonJS runtime cannot load as is.
// Suites named *.dist.test.ts read the built front-end (*/dist): they run only with
// jest.dist.config.cjs (`pnpm --filter api test:dist`), after a build.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|@neaps/tide-database|@neaps/tide-predictor|geokdbush|kdbush|tinyqueue)/)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '\\.dist\\.test\\.ts$',
    ...(process.env.API_JEST_SKIP_RESILIENCE === '1' ? require('./test/resilienceSuites.cjs').map((p) => `<rootDir>/${p}`) : []),
  ],
  maxWorkers: 2,
  testTimeout: 20000,
};
