const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({
  dir: __dirname,
  exposes: { './remote': './src/remote.tsx' },
  edit: true,
  title: 'mfe-leisure (isolé)',
});
