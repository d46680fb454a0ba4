const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'leisure',
  port: 3004,
  exposes: { './remote': './src/remote.tsx' },
  title: 'mfe-leisure (isolé)',
});
