/**
 * JSON.parse keeps the last of two equal keys and drops the first without a word: in an
 * import file, a section or a field written twice would lose data silently. This scan of
 * the (already valid) JSON text finds the first key repeated within one object.
 */

export interface DuplicateKey {
  key: string;
  /** Where the object holding it sits: section names and row indexes, from the root. */
  path: Array<string | number>;
}

interface Frame {
  kind: 'object' | 'array';
  keys: Set<string>;
  /** For an object: the key of the value being read; for an array: the index. */
  at: string | number;
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/** The first duplicate key of a valid JSON text, or null. */
export function findDuplicateKey(text: string): DuplicateKey | null {
  const stack: Frame[] = [];
  const pathOf = () => stack.slice(0, -1).map((f) => f.at);
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      // A string token: find its end, then decode it (escapes make "a" and "\u0061" equal).
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const token = text.slice(i, j + 1);
      i = j + 1;
      let k = i;
      while (k < text.length && isSpace(text[k]!)) k++;
      const top = stack[stack.length - 1];
      if (text[k] === ':' && top?.kind === 'object') {
        const key = JSON.parse(token) as string;
        if (top.keys.has(key)) return { key, path: pathOf() };
        top.keys.add(key);
        top.at = key;
      }
      continue;
    }
    if (c === '{' || c === '[') stack.push({ kind: c === '{' ? 'object' : 'array', keys: new Set(), at: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.kind === 'array') top.at = (top.at as number) + 1;
    }
    i++;
  }
  return null;
}

/** « à la racine du fichier », « section « x », ligne 3 », « section « x », ligne 3 (ingredients.2) ». */
export function describeLocation(path: Array<string | number>): string {
  if (path.length === 0) return 'à la racine du fichier';
  const [section, row, ...rest] = path;
  let where = `section « ${String(section)} »`;
  if (typeof row === 'number') where += `, ligne ${row + 1}`;
  if (rest.length > 0) where += ` (${rest.map((p) => (typeof p === 'number' ? p + 1 : p)).join('.')})`;
  return where;
}
