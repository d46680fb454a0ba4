/**
 * What other packages' tests use from the api. Nothing here loads Fastify or SQLite in the
 * caller's process: the real api runs in a child process.
 */
export { startApiProcess, STARTUP_TIMEOUT_MS, type ApiProcess, type ApiProcessOptions, type Inject } from './apiProcess';
export { demoApiInject } from './demoApiInject';
