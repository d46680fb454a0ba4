/**
 * Singleton: zod's global config is one value for every copy of zod on the page.
 *
 * zod compiles its object parsers with `new Function` when it may, and probes for it when a
 * schema is created. The shell's Content-Security-Policy forbids eval, so compiling never
 * works in the browser and the probe itself is reported as a CSP violation: parse without
 * compiling. The setting is global (all copies of zod share it), and must come before the
 * first schema: index.ts imports this file first.
 */
import { config } from 'zod/v4/mini';
import { fr } from 'zod/locales';

config({ jitless: true });
// The detail of a refused payload or config.json is shown to the owner: in French.
config(fr());
