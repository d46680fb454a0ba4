// The platform's tests, in Node (see jest/preset.cjs).
module.exports = require('./jest/preset.cjs');
