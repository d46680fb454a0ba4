const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'films',
  port: 3005,
  exposes: { './remote': './src/remote.tsx' },
  title: 'mfe-films (isolé)',
});
