/**
 * Request bodies of the data routes arrive as raw bytes (routes/data.ts): they are decoded
 * strictly as UTF-8 and parsed here, so that a refusal names what is wrong in French and a
 * key written twice is refused instead of silently keeping the last one.
 */
import { findDuplicateKey } from 'contract-kit/data';
import { ImportError } from '../import/importError';
import { jsonSyntaxHint } from '../import/jsonSyntax';
import { decodeUtf8Text } from '../import/utf8Text';
import type { SectionName } from './sections';
import { DataError } from './dataError';

/** The bytes of a body, or a 400 when there is none. */
export function bodyBytes(body: unknown, refused: string): Buffer {
  if (!Buffer.isBuffer(body)) {
    throw new DataError(400, 'invalid_json', `${refused} : un corps JSON est attendu (Content-Type: application/json).`);
  }
  return body;
}

/** The text of a body, or a 400 when there is none or it is not UTF-8. */
export function bodyText(body: unknown, refused: string): string {
  const bytes = bodyBytes(body, refused);
  try {
    return decodeUtf8Text(bytes);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    throw new DataError(400, 'invalid_json', error.message.replace(/^Import refusé/, refused));
  }
}

/** The JSON value of one row's body. */
export function rowJson(body: unknown, refused: string, section: SectionName): unknown {
  const text = bodyText(body, refused).replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataError(400, 'invalid_json', `${refused} : le corps de la requête n'est pas un JSON valide${jsonSyntaxHint(error, text)}.`, {
      section,
    });
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate) {
    const champ = [...duplicate.path.map((p) => (typeof p === 'number' ? String(p + 1) : p)), duplicate.key].join('.');
    throw new DataError(
      400,
      'invalid_data',
      `${refused} : section « ${section} », champ « ${champ} » : clé en double (seule la dernière serait gardée, sans le dire).`,
      { section, champ },
    );
  }
  return json;
}
