require('@testing-library/jest-dom');
const util = require('node:util');
// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// A page's data renders in a pass of its own, deferred (QueryView): on a busy 2-core machine,
// findBy/waitFor's default second could run out before it.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
