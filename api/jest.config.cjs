// Node environment (no jsdom): the api tests run Fastify with app.inject against a
// temporary SQLite file. TypeScript (including the shared-kernel sources) goes through swc.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 2,
  testTimeout: 20000,
};
