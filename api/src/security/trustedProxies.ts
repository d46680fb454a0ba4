/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For / X-Forwarded-Proto the api believes
 * (client address for the rate limits, https for the Secure cookie). Unset, nobody is
 * believed: the rate limits key on the socket's address, so a client cannot get a fresh
 * allowance by sending a new X-Forwarded-For, even from this machine.
 */
import net from 'node:net';

/** An address (IPv4 or IPv6) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The comma list of TRUST_PROXY, trimmed; the first entry that is no address or range, if any. */
export function parseTrustedProxies(raw: string | undefined): { proxies: string[]; invalid: string | null } {
  const proxies = (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return { proxies, invalid: proxies.find((p) => !isAddressOrRange(p)) ?? null };
}
