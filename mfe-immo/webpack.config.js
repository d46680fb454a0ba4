const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'immo',
  port: 3001,
  exposes: { './remote': './src/remote.tsx' },
  charts: true,
  title: 'mfe-immo (isolé)',
});
