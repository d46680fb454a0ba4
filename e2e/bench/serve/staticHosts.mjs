#!/usr/bin/env node
// The bench's static hosts: the product's own server (scripts/serve-static.mjs: precompressed
// brotli/gzip, immutable hashed chunks, no-cache entries, security headers) on the bench
// ports, its Content-Security-Policy drawn from the bench's config.json.
import path from 'node:path';
import { APPS, FED_DIR, MONO_DIR, MONO_PORT } from '../config.mjs';
// scripts/ is the repository's own tooling (the root package has no exports), not a workspace package.
// eslint-disable-next-line import-x/no-relative-packages
import { serveStatic } from '../../../scripts/serve-static.mjs';

const configFile = path.join(FED_DIR, 'shell', 'config.json');
for (const app of APPS) await serveStatic(path.join(FED_DIR, app.dir), app.port, '127.0.0.1', { configFile });
await serveStatic(MONO_DIR, MONO_PORT, '127.0.0.1', { configFile: path.join(MONO_DIR, 'config.json') });
