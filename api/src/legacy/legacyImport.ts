/**
 * An import from the old site in two steps, for the command and for « Mes données »:
 * prepareLegacyImport reads the site and shows what would change (a dry run of the file
 * import's own path), writeLegacyImport writes it through the caller's import job (the
 * `avant-import` backup, then one transaction and one journal entry that POST /api/data/undo
 * takes back whole), then copies the new images.
 */
import type { Db } from '../db/open';
import { isStillDemo } from '../data/demoBase';
import { exportDataset } from '../data/exportDataset';
import { importDataset, type ImportMode, type ImportReport } from '../data/importDataset';
import type { FetchOptions } from './legacyFetch';
import { copyImages, type ImagesPlan, type ImageTarget, planImages } from './legacyImages';
import { holdsRows, type LegacyPlan, type NotReplaced, planLegacyImport } from './legacyPlan';
import { type LegacyReading, readLegacySite } from './legacyRead';
import type { LegacyReport } from './legacyReport';
import { legacySite, type LegacySite } from './legacySite';

export interface LegacyImportOptions {
  adresse: string;
  /** The index script the api's paths follow (index.php by default). */
  script?: string;
  remplacer: boolean;
  fetch?: FetchOptions;
}

export interface PreparedImport {
  site: LegacySite;
  reading: LegacyReading;
  plan: LegacyPlan;
  images: ImagesPlan;
  report: LegacyReport;
}

/** Said when the base still holds the demo and the import only adds: the demo stays beside the site's rows. */
const DEMO_KEPT =
  'Votre base contient encore les données de démonstration : sans remplacement, elles restent à côté de ce que le site donne ' +
  '(--remplacer, ou « Remplacer mes sections », les retire toutes dans le même import).';

const hasRows = (plan: LegacyPlan) => Object.keys(plan.document).length > 0;

/**
 * The sections the site does not replace, with the rows they keep: a property the site
 * replaces takes its leases, rents and charges with it (the preview counts them removed).
 */
const keptRows = (notReplaced: NotReplaced[], preview: ImportReport | null) =>
  notReplaced
    .map((n) => ({ ...n, lignes: n.lignes - (preview?.sections[n.section]?.removed ?? 0) }))
    .filter((n) => n.lignes > 0);

export interface SiteRead {
  site: LegacySite;
  reading: LegacyReading;
}

/** Reads the site: a LegacyStop or a SiteAddressError when it must stop. Touches no base. */
export async function readSite(options: Pick<LegacyImportOptions, 'adresse' | 'script' | 'fetch'>): Promise<SiteRead> {
  const site = legacySite(options.adresse, options.script);
  return { site, reading: await readLegacySite(site, options.fetch) };
}

/** What the import would change in the base as it is now, writing nothing. */
export function previewImport(db: Db, filesDir: string, { site, reading }: SiteRead, remplacer: boolean): PreparedImport {
  const base = exportDataset(db);
  // Still the demo, and holding it: a base the api has just created, empty, has nothing to empty.
  const baseDemo = holdsRows(base) && isStillDemo(db);
  const plan = planLegacyImport(base, reading.document, remplacer, baseDemo);
  const preview = hasRows(plan) ? importDataset(db, plan.document, { mode: plan.mode, dryRun: true }) : null;
  const images = planImages(reading.images, filesDir);
  const report: LegacyReport = {
    adresse: site.adresse,
    mode: plan.mode,
    ecrit: false,
    sections: preview?.sections ?? {},
    gardees: plan.gardees,
    baseDemo: plan.baseDemo,
    nonRemplacees: keptRows(plan.nonRemplacees, preview),
    ecartees: [...reading.ecartees, ...plan.ecartees],
    manquantes: reading.manquantes,
    remarques: baseDemo && !remplacer && hasRows(plan) ? [...reading.remarques, DEMO_KEPT] : reading.remarques,
    images: { nouvelles: images.nouvelles.length, dejaLa: images.dejaLa, copiees: 0, refusees: images.refusees },
    aCompleter: reading.aCompleter,
  };
  return { site, reading, plan, images, report };
}

/** Reads the site and previews the import. */
export async function prepareLegacyImport(db: Db, filesDir: string, options: LegacyImportOptions): Promise<PreparedImport> {
  return previewImport(db, filesDir, await readSite(options), options.remplacer);
}

/** Writes one import document (the caller's job: backup, transaction, journal). */
export type WriteDocument = (bytes: Uint8Array, mode: ImportMode) => Promise<ImportReport>;

export async function writeLegacyImport(prepared: PreparedImport, write: WriteDocument, target: ImageTarget, options: FetchOptions = {}): Promise<LegacyReport> {
  const { plan, report } = prepared;
  const written = hasRows(plan) ? await write(new TextEncoder().encode(JSON.stringify(plan.document)), plan.mode) : null;
  const copied = await copyImages(prepared.images, prepared.site, target, options);
  return {
    ...report,
    ecrit: true,
    sections: written?.sections ?? {},
    images: { ...report.images, copiees: copied.copiees, refusees: [...report.images.refusees, ...copied.refusees] },
  };
}

/** The reads the owner has not accepted to go without: the import waits for his word. */
export function unacceptedMissing(prepared: PreparedImport, accepted: readonly string[]): string[] {
  return prepared.reading.manquantes.map((m) => m.lecture).filter((lecture) => !accepted.includes(lecture));
}
