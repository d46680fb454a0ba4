const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'charts',
  port: 3003,
  exposes: { './remote': './src/remote.tsx' },
  charts: true,
  title: 'mfe-charts (isolé)',
});
