/**
 * Import text must be UTF-8: a file saved as Windows-1252 would otherwise store "Crêperie" as
 * "Cr�perie" without a word. Decoding is strict (the first invalid byte is an error naming its
 * line); a leading byte order mark is fine and dropped.
 */
import { ImportError } from './importError';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The line (from 1) of the first byte that is not valid UTF-8, or null when all are. */
function firstInvalidLine(bytes: Uint8Array): number | null {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        strict.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return null;
}

/** Decodes `bytes` as UTF-8 or throws an ImportError naming the first faulty line. */
export function decodeUtf8Text(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    const line = firstInvalidLine(bytes) ?? 1;
    throw new ImportError(
      `Import refusé : le texte n'est pas en UTF-8 (ligne ${line}) ; enregistrez le fichier en UTF-8 et recommencez.`,
      {},
      'invalid_json',
    );
  }
}
