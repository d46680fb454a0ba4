const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  exposes: { './remote': './src/remote.tsx' },
  edit: true,
  charts: true,
  title: 'mfe-immo (isolé)',
});
