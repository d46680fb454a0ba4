/**
 * zod compiles its object parsers with `new Function` when it may, and probes for it when a
 * schema is created. The shell's Content-Security-Policy forbids eval, so compiling never
 * works in the browser and the probe itself is reported as a CSP violation: parse without
 * compiling. The setting is global (all copies of zod share it), and must come before the
 * first schema: index.ts imports this file first.
 */
import { z } from 'zod';

z.config({ jitless: true });
