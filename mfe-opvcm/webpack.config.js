const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'opvcm',
  port: 3002,
  exposes: { './remote': './src/remote.tsx' },
  charts: true,
  title: 'mfe-opvcm (isolé)',
});
