// One jest setup for the server side (server-kit, the areas' packages): Node, swc for the
// TypeScript, and the ESM-only files Fastify's inject loads (cookie, via light-my-request),
// which jest's CommonJS runtime cannot load as they are.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Two workers on these 2-core machines; the packages run one after another (`pnpm test:unit`).
  maxWorkers: 2,
};
