/**
 * The shared-kernel pieces the api uses, in one place. The payload schemas come through the
 * package export `shared-kernel/schemas`; the legacy graph helpers are not exported by the
 * package (its `.` entry pulls the React UI), so they are imported by relative path.
 */
export * from 'shared-kernel/schemas';
export { formatAxis, formatSeries, parseGraph, parseAxis, parseSeries } from '../../shared-kernel/src/api/legacyGraph';
export type { LegacySeries } from '../../shared-kernel/src/api/legacyGraph';
