/** Typing an area's demo rows with its own contract's sections, so that a wrong field is a type error. */
import type { RowOf, Section } from 'contract-kit/data';

/** Rows by section name, each typed from its section's schema (see AreaServer.demoRows). */
export type DemoRowsOf<S extends Record<string, Section>> = { [K in keyof S]?: Array<RowOf<S[K]>> };
