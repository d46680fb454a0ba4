// What `contract-kit/schemas` resolves to in a remote's production build (createConfig.cjs): the
// kernel's copy, which the shell provides, instead of one more in the remote's bundle.
module.exports = require('shared-kernel').contractKitSchemas;
