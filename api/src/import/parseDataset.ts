/**
 * Validation of an import document (the import command's file, the data api's POST
 * /api/data): JSON syntax, no key written twice, known sections, every row against its
 * section's strict schema, ids and natural keys unique. Throws an ImportError naming the
 * section, the row (« ligne N ») and the field of the first fault.
 */
import { describeLocation, findDuplicateKey } from 'contract-kit/data';
import { ImportError } from './importError';
import { checkSectionRow, type Dataset, SECTION_NAMES, type SectionName, type SectionRow, UNIQUE_KEYS } from '../data/sections';
import { jsonSyntaxHint } from './jsonSyntax';

function describeRow(section: SectionName, index: number): string {
  return `section « ${section} », ligne ${index + 1}`;
}

/** Refuses the second row holding the same value of a unique field. */
function checkUnique<K extends SectionName>(
  section: K,
  rows: Array<SectionRow<K>>,
  label: string,
  keyOf: (row: SectionRow<K>) => string | null,
): void {
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (key === null) return;
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ImportError(
        `Import refusé : ${describeRow(section, index)}, champ « ${label} » : doublon de la ligne ${first + 1} (« ${key} »).`,
        { section, ligne: index + 1, champ: label },
      );
    }
    seen.set(key, index);
  });
}

function validateSection<K extends SectionName>(section: K, value: unknown): Array<SectionRow<K>> {
  if (!Array.isArray(value)) {
    throw new ImportError(`Import refusé : la section « ${section} » doit être une liste (tableau JSON).`, { section });
  }
  const rows = value.map((row: unknown, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new ImportError(`Import refusé : ${describeRow(section, index)} : un objet est attendu.`, {
        section,
        ligne: index + 1,
      });
    }
    const checked = checkSectionRow(section, row);
    if (!checked.ok) {
      const { champ, detail } = checked.problem;
      throw new ImportError(`Import refusé : ${describeRow(section, index)}${champ ? ', ' : ' : '}${detail}.`, {
        section,
        ligne: index + 1,
        ...(champ ? { champ } : {}),
      });
    }
    return checked.row;
  });

  if (section !== 'recettes') checkUnique(section, rows, 'id', (r) => (r.id === undefined ? null : String(r.id)));
  const unique = UNIQUE_KEYS[section];
  if (unique) checkUnique(section, rows, unique.label, unique.key);
  return rows;
}

/** Validates a whole import file (already JSON-parsed). Throws ImportError on the first fault. */
export function parseDataset(json: unknown): Dataset {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ImportError('Import refusé : le fichier doit contenir un objet JSON { "immos": [...], ... }.');
  }
  const unknown = Object.keys(json).filter((k) => !(SECTION_NAMES as string[]).includes(k));
  if (unknown.length > 0) {
    throw new ImportError(
      `Import refusé : section inconnue « ${unknown[0]} » (sections acceptées : ${SECTION_NAMES.join(', ')}).`,
      { section: unknown[0] },
    );
  }
  const dataset: Dataset = {};
  for (const section of SECTION_NAMES) {
    const value = (json as Record<string, unknown>)[section];
    if (value === undefined) continue;
    (dataset as Record<string, unknown>)[section] = validateSection(section, value);
  }
  if (Object.keys(dataset).length === 0) {
    throw new ImportError(`Import refusé : aucune section à importer (sections acceptées : ${SECTION_NAMES.join(', ')}).`);
  }
  return dataset;
}

/** JSON.parse, after the checks a hand-written file needs: a leading byte order mark is fine. */
export function parseJsonText(text: string): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new ImportError(`Import refusé : le fichier n'est pas un JSON valide${jsonSyntaxHint(error, body)}.`, {}, 'invalid_json');
  }
  // JSON.parse keeps the last of two equal keys without a word: refuse instead.
  const duplicate = findDuplicateKey(body);
  if (duplicate) {
    const [section, row, ...field] = duplicate.path;
    const where =
      typeof section === 'string'
        ? {
            section,
            ...(typeof row === 'number' ? { ligne: row + 1 } : {}),
            champ: [...field.map((p) => (typeof p === 'number' ? String(p + 1) : p)), duplicate.key].join('.'),
          }
        : { section: duplicate.key };
    throw new ImportError(
      `Import refusé : ${describeLocation(duplicate.path)} : clé « ${duplicate.key} » en double (seule la dernière serait gardée, sans le dire).`,
      where,
    );
  }
  return json;
}

/**
 * Parses the text of an import file: JSON syntax, then no key written twice (JSON.parse
 * would keep the last one silently), then the sections. A leading byte order mark, as
 * Windows editors write it, is not an error.
 */
export function parseDatasetText(text: string): Dataset {
  return parseDataset(parseJsonText(text));
}
