/**
 * Reading the whole old site: `alldata` first (an address that does not answer, answers HTML,
 * needs a login or sends elsewhere stops there, before anything else), then the other reads,
 * four at a time (the checks' reads too: legacyChecks.ts). A read that answers HTML, a login or a redirect to another host stops
 * everything too; one that fails otherwise (an error 500, no answer in time, a reply that
 * cannot be read) is listed as missing, and the import is then partial.
 */
import type { Dataset } from '../data/sections';
import { LEGACY_READS, READ_MAPPINGS, toComplete } from './legacyAreas';
import { CHECK_READS, crossChecks } from './legacyChecks';
import { fetchPayload, type FetchOptions, ReadFailure, STOPPING_FAILURES } from './legacyFetch';
import { imageNames } from './legacyImages';
import type { ToComplete } from './legacyReport';
import { checkCandidates, emptyMapped, joinMapped, type LeftOut, type Mapped } from './legacyRows';
import type { LegacySite, Payloads } from './legacySite';
import { cleanText, cleanValue } from './legacyText';

/** Stops the import before anything is written; the message is French and names the read. */
export class LegacyStop extends Error {
  override name = 'LegacyStop';
}

export interface MissingRead {
  lecture: string;
  message: string;
}

export interface LegacyReading {
  adresse: string;
  /** The rows that came over, by section, each valid. */
  document: Dataset;
  ecartees: LeftOut[];
  manquantes: MissingRead[];
  remarques: string[];
  /** What the site does not give, each with the screen where the owner completes it (the areas'). */
  aCompleter: ToComplete[];
  images: { recettes: string[]; sport: string[] };
}

const PARALLEL = 4;
/** The site's first read: an address that does not give it is not the site. */
const FIRST_READ = 'alldata';

const stop = (failure: ReadFailure, adresse: string) =>
  new LegacyStop(`Import arrêté avant toute écriture : ${failure.message} (site ${adresse}). Rien n'a été modifié.`);

async function readAll(site: LegacySite, options: FetchOptions) {
  const payloads: Payloads = {};
  const manquantes: MissingRead[] = [];
  const controles: MissingRead[] = [];
  const readOne = async (name: string) => {
    const read = LEGACY_READS[name]!;
    try {
      const payload = await fetchPayload(site.readUrl(read.path), read.path, options);
      // Graph strings are parsed first, by their mapping, and their labels cleaned after.
      payloads[name] = read.raw ? payload : cleanValue(payload);
    } catch (error) {
      if (!(error instanceof ReadFailure)) throw error;
      if (STOPPING_FAILURES.has(error.kind) && (error.kind !== 'unreachable' || name === FIRST_READ)) throw stop(error, site.adresse);
      (CHECK_READS.has(name) ? controles : manquantes).push({ lecture: error.read, message: error.message });
    }
  };
  await readOne(FIRST_READ);
  const rest = Object.keys(LEGACY_READS).filter((n) => n !== FIRST_READ);
  for (let i = 0; i < rest.length; i += PARALLEL) await Promise.all(rest.slice(i, i + PARALLEL).map(readOne));
  // Not one data read answered: the wrong address or script, not a partial site.
  if (manquantes.length > 0 && Object.keys(payloads).every((name) => CHECK_READS.has(name))) {
    throw new LegacyStop(
      `Import arrêté avant toute écriture : le site ${site.adresse} ne donne aucune des lectures attendues (${manquantes[0]!.message}) ; ` +
        "vérifiez l'adresse et le script (--script). Rien n'a été modifié.",
    );
  }
  return { payloads, manquantes, controles };
}

/** Every area's mapping whose first read answered; one that cannot read its reply marks that read missing. */
function mapAll(payloads: Payloads, manquantes: MissingRead[]): Mapped {
  const parts: Mapped[] = [];
  for (const mapping of READ_MAPPINGS) {
    if (payloads[mapping.reads[0]!] === undefined) continue;
    const out = emptyMapped();
    try {
      mapping.map(payloads, out, cleanText);
      parts.push(out);
    } catch (error) {
      const lecture = LEGACY_READS[mapping.reads[0]!]!.path;
      manquantes.push({ lecture, message: `« ${lecture} » : réponse illisible (${error instanceof Error ? error.message : String(error)})` });
    }
  }
  return joinMapped(parts);
}

export async function readLegacySite(site: LegacySite, options: FetchOptions = {}): Promise<LegacyReading> {
  const { payloads, manquantes, controles } = await readAll(site, options);
  const mapped = mapAll(payloads, manquantes);
  const { document, leftOut } = checkCandidates(mapped.candidates);
  mapped.remarques.push(...crossChecks(payloads, document, controles));
  return {
    adresse: site.adresse,
    document,
    ecartees: [...mapped.leftOut, ...leftOut],
    manquantes,
    remarques: mapped.remarques,
    aCompleter: toComplete(payloads, document),
    images: { recettes: imageNames(payloads.imagesRecettes), sport: imageNames(payloads.imagesSport) },
  };
}
