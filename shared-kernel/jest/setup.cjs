require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
