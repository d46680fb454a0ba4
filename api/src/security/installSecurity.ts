/**
 * The api's guards (Host allow-list, write guard against cross-site requests, CORS, owner
 * sign-in, rate limits). Owned by the security work of the data-api issue.
 */
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Origins of the front-ends (CORS_ORIGINS): the only ones allowed to write. */
  corsOrigins: string[];
  /** The host the api listens on (API_HOST). */
  boundHost: string;
  /** Extra Host header names accepted (API_ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Every route but sign-in requires the owner's session (beyond loopback, or forced). */
  requireSession: boolean;
  /** The owner's password hash file, or null when none may exist (tests). */
  passwordFile: string | null;
}

export async function installSecurity(_app: FastifyInstance, _options: SecurityOptions): Promise<void> {}
