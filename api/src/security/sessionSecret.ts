/**
 * The key that signs session cookies: 32 random bytes, kept in API_DATA_DIR/session-secret
 * (mode 0600) so that a restart does not sign the owner out.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE_NAME = 'session-secret';
const SECRET_BYTES = 32;
const VALID = /^[0-9a-f]{64,}$/;

const freshSecret = () => randomBytes(SECRET_BYTES).toString('hex');

/** The persisted secret, created on first use; without a folder (tests), a new one each time. */
export function loadSessionSecret(dir: string | null): string {
  if (dir === null) return freshSecret();
  const file = path.join(dir, SESSION_SECRET_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const text = fs.readFileSync(file, 'utf8').trim();
      if (VALID.test(text)) return text;
      // Damaged: replace it (sessions signed with it are lost, nothing else is).
      fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const secret = freshSecret();
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (error) {
      // Another process created it in between: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`clé de session illisible : ${file}`);
}
