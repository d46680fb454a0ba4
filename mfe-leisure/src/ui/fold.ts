/** Text for searching: lower case, without accents ("Pâte" and "pate" match). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** True when every word of `query` appears in one of `fields` (accents and case ignored). */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map(fold).join(' ');
  return words.every((w) => haystack.includes(w));
}
