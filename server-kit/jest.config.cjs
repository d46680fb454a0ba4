// The platform's tests need no browser: the kernel's preset, in Node.
module.exports = { ...require('shared-kernel/jest-preset'), testEnvironment: 'node' };
