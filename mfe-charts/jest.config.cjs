module.exports = require('shared-kernel/jest-preset');
