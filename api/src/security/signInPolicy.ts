/**
 * Who must sign in. The api is open only to requests that come straight from this machine:
 * a reverse proxy on the same machine connects from loopback too, so the socket's address
 * alone would open the owner's data to whoever reaches the proxy. A request is therefore
 * taken as coming from outside when:
 * - it carries a proxy's header (Forwarded, X-Forwarded-*, X-Real-IP), from any address;
 * - or its Host is not a loopback name (an API_ALLOWED_HOSTS name such as tdb.maison.lan);
 * - or the api listens beyond loopback (API_HOST), or API_REQUIRE_SIGNIN=1: every request.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackHost, parseAllowedHost, parseHostHeader } from './hosts';

/** The headers a reverse proxy adds; a client that forges one only locks itself out. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'] as const;

export interface SignInPolicyOptions {
  /** API_HOST beyond loopback, or API_REQUIRE_SIGNIN=1: sign-in on every request. */
  requireSession: boolean;
}

export interface SignInPolicy {
  /** Every request must sign in (beyond loopback, or forced). */
  always: boolean;
  /** Whether this request must carry the owner's session. */
  requiredFor(headers: IncomingHttpHeaders): boolean;
}

export function viaProxy(headers: IncomingHttpHeaders): boolean {
  return PROXY_HEADERS.some((name) => headers[name] !== undefined);
}

/** A Host header naming this machine (127.x, localhost, [::1]); absent or unreadable counts as outside. */
function loopbackHostHeader(host: string | undefined): boolean {
  const parsed = host === undefined ? null : parseHostHeader(host);
  return parsed !== null && isLoopbackHost(parsed.name);
}

export function signInPolicy({ requireSession }: SignInPolicyOptions): SignInPolicy {
  return {
    always: requireSession,
    requiredFor: (headers) => requireSession || viaProxy(headers) || !loopbackHostHeader(headers.host),
  };
}

/** The API_ALLOWED_HOSTS entries that name another machine than this one. */
export function outsideHostNames(allowedHosts: readonly string[]): string[] {
  return allowedHosts.filter((entry) => {
    const parsed = parseAllowedHost(entry);
    return parsed !== null && !isLoopbackHost(parsed.name);
  });
}
