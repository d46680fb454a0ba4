// The area's tests (its contract's, its server half's on server-kit/testing) need no browser: the kernel's preset, in Node.
module.exports = { ...require('shared-kernel/jest-preset'), testEnvironment: 'node' };
