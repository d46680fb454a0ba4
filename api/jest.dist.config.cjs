// The suites that read the built front-end (*/dist, through test/distFiles.ts): run them
// after `pnpm build`. Same setup as jest.config.cjs, these files only.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['**/*.dist.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
