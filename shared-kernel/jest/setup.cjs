require('@testing-library/jest-dom');
const util = require('node:util');
// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
