/**
 * The owner's password: a scrypt hash with a random salt, its parameters kept in the stored
 * string (so they can be raised later without breaking older files), written with mode 0600.
 * Format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MIN_PASSWORD_LENGTH = 10;
/** Longer passwords are refused before hashing: no point, and no free work for a stranger. */
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_FILE_NAME = 'owner-password';

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/** scrypt's memory is 128·N·r bytes: 32 Mio at the default cost, just over Node's default cap. */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { ...COST, maxmem: maxmemFor(COST.N, COST.r) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  const sane = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  // Bounds keep a tampered file from asking for gigabytes of memory.
  if (!sane(N, 2 ** 20) || (N & (N - 1)) !== 0 || !sane(r, 32) || !sane(p, 16)) return null;
  if (salt.length < 8 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

export function isPasswordHash(stored: string): boolean {
  return parseStored(stored) !== null;
}

/** Whether `password` matches the stored hash (false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/** The stored hash, or null when the file is missing or does not hold a valid hash. */
export function readPasswordHash(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return isPasswordHash(text) ? text : null;
}

/** Writes the hash (0600, atomically: a reader never sees half a file). */
export function writePasswordHash(file: string, hash: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, `${hash}\n`, { mode: 0o600, flag: 'wx' });
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  // rename keeps the temporary file's mode; chmod again in case a umask or an old file interfered.
  fs.chmodSync(file, 0o600);
}

/**
 * A short fingerprint of the stored hash, kept in each session: a new password changes it, so
 * every session opened with the old one is signed out.
 */
export function passwordTag(hash: string): string {
  return createHash('sha256').update(`tableau-de-bord:${hash}`).digest('hex').slice(0, 32);
}
