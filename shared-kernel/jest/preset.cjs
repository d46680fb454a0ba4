// One jest setup for every front-end package: swc transforms TS/TSX and the ESM-only
// d3/nivo files that pnpm nests under node_modules/.pnpm.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages of the charts (d3, nivo), and those Fastify's inject loads (cookie,
  // content-disposition) when an area's server half is tested on server-kit/testing.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(d3-|internmap|@nivo|@react-spring|delaunator|robust-predicates|content-disposition|cookie))',
  ],
  moduleNameMapper: {
    '^react-virtualized-auto-sizer$': path.join(__dirname, 'autoSizerMock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Jest's default is one worker less than the cores: one on these 2-core machines, and the
  // packages run one after another (`pnpm test:unit`), so the second core sat idle.
  maxWorkers: 2,
};
