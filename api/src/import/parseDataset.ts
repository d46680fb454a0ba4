import { z } from 'zod';
import { describeLocation, findDuplicateKey } from './duplicateKeys';
import { ImportError } from './importError';
import {
  DATE_FIELDS,
  type Dataset,
  isCalendarDay,
  SECTION_NAMES,
  SECTION_SCHEMAS,
  type SectionName,
  UNIQUE_KEYS,
} from './datasetSchema';

/** French messages for zod's built-in checks (schema-level messages keep precedence). */
const frenchErrors = z.locales.fr().localeError;

function describeRow(section: SectionName, index: number): string {
  return `section « ${section} », ligne ${index + 1}`;
}

function validateSection<K extends SectionName>(section: K, value: unknown): NonNullable<Dataset[K]> {
  if (!Array.isArray(value)) {
    throw new ImportError(`Import refusé : la section « ${section} » doit être une liste (tableau JSON).`);
  }
  const schema = SECTION_SCHEMAS[section];
  const rows = value.map((row, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new ImportError(`Import refusé : ${describeRow(section, index)} : un objet est attendu.`);
    }
    const parsed = schema.safeParse(row, { error: frenchErrors });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? `, champ « ${issue.path.join('.')} »` : '';
      throw new ImportError(`Import refusé : ${describeRow(section, index)}${field} : ${issue?.message ?? 'valeur invalide'}.`);
    }
    for (const field of DATE_FIELDS[section] ?? []) {
      const value = (parsed.data as Record<string, unknown>)[field];
      if (typeof value === 'string' && !isCalendarDay(value)) {
        throw new ImportError(
          `Import refusé : ${describeRow(section, index)}, champ « ${field} » : « ${value} » n'est pas une date du calendrier.`,
        );
      }
    }
    return parsed.data;
  }) as NonNullable<Dataset[K]>;

  const unique = UNIQUE_KEYS[section] as
    | { label: string; key: (row: NonNullable<Dataset[K]>[number]) => string }
    | undefined;
  if (unique) {
    const seen = new Map<string, number>();
    rows.forEach((row, index) => {
      const key = unique.key(row);
      const first = seen.get(key);
      if (first !== undefined) {
        throw new ImportError(
          `Import refusé : ${describeRow(section, index)}, champ « ${unique.label} » : doublon de la ligne ${first + 1} (« ${key} »).`,
        );
      }
      seen.set(key, index);
    });
  }
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

/**
 * Parses the text of an import file: JSON syntax, then no key written twice (JSON.parse
 * would keep the last one silently), then the sections. A leading byte order mark, as
 * Windows editors write it, is not an error.
 */
export function parseDatasetText(text: string): Dataset {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new ImportError(`Import refusé : le fichier n'est pas un JSON valide (${(error as Error).message}).`);
  }
  const duplicate = findDuplicateKey(body);
  if (duplicate) {
    throw new ImportError(
      `Import refusé : ${describeLocation(duplicate.path)} : clé « ${duplicate.key} » en double (seule la dernière serait gardée, sans le dire).`,
    );
  }
  return parseDataset(json);
}
