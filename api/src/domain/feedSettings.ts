/**
 * The settings every outside feed takes from the environment (gold price, IRL series): an
 * address that `off`, `0`, `aucun` or `none` turns off, and a timeout. A bad value stops the
 * start with a French message, rather than a feed that silently never answers.
 */
const OFF = ['off', '0', 'aucun', 'none'];

/** The feed's http(s) address, `fallback` when unset; null when turned off. */
export function feedUrl(name: string, raw: string | undefined, fallback: string | null, example = ''): string | null {
  const value = raw?.trim() || fallback;
  if (value === null || value === '' || OFF.includes(value.toLowerCase())) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(`${name} invalide : « ${value} » (adresse http ou https attendue${example ? `, p. ex. ${example}` : ''}, ou off).`);
  }
  return value;
}

/** A timeout in milliseconds, 100 to 60 000; `fallback` when unset. */
export function feedTimeout(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  const ms = text ? Number(text) : fallback;
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) throw new Error(`${name} invalide : « ${text} » (entier de 100 à 60000 attendu).`);
  return ms;
}
