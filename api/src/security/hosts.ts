/**
 * Which names the Host header may carry. A page of another site that gets its name to
 * resolve to this machine (DNS rebinding) sends its own name as Host: refusing any name but
 * the expected ones keeps it out, even though the browser thinks it is same-origin.
 */

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
/** Wildcard addresses: listening on every interface names no host. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** Whether API_HOST is a loopback address (the api then stays open without sign-in). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return name === 'localhost' || name === '::1' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** A host name as it appears in a Host header: IPv6 addresses in brackets, lower case. */
function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  return name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
}

/** Splits a Host header into name and port ('' when none); null when it is not one. */
export function parseHostHeader(header: string): { name: string; port: string } | null {
  const value = header.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/.exec(value);
  return match ? { name: match[1]!, port: match[2] ?? '' } : null;
}

/** An API_ALLOWED_HOSTS entry (name, name:port, IPv6 with or without brackets); null when invalid. */
export function parseAllowedHost(entry: string): { name: string; port: string } | null {
  const value = entry.trim();
  // A bare IPv6 address has several colons: it has no port.
  return parseHostHeader(value.split(':').length > 2 && !value.startsWith('[') ? `[${value}]` : value);
}

export interface HostAllowList {
  allows(header: string | undefined): boolean;
}

/**
 * Loopback names, the bound host (unless a wildcard) and the extra names, on any port; an
 * extra entry with a port (tdb.example.fr:8443) matches that port only.
 */
export function hostAllowList(boundHost: string, allowedHosts: string[]): HostAllowList {
  const anyPort = new Set(LOOPBACK_NAMES);
  const exact = new Set<string>();
  if (!ANY_ADDRESS.has(boundHost.trim().toLowerCase())) anyPort.add(hostName(boundHost));
  for (const entry of allowedHosts) {
    const parsed = parseAllowedHost(entry);
    if (!parsed) continue;
    if (parsed.port) exact.add(`${parsed.name}:${parsed.port}`);
    else anyPort.add(parsed.name);
  }
  return {
    allows(header) {
      if (!header) return false;
      const parsed = parseHostHeader(header);
      if (!parsed) return false;
      return anyPort.has(parsed.name) || exact.has(`${parsed.name}:${parsed.port}`);
    },
  };
}
