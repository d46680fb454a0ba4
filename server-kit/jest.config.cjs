// server-kit's tests, in Node: swc for the TypeScript, and the ESM-only files Fastify's inject
// loads (cookie, via light-my-request), which jest's CommonJS runtime cannot load as they are.
// The areas' packages use the kernel's preset (their contract tests need it), which does the same.
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
  maxWorkers: 2,
};
