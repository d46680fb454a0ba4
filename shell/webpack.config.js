const { createConfig } = require('shared-kernel/webpack');

module.exports = createConfig({ dir: __dirname });
