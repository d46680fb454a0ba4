/** The owner's password as the running server sees it: re-read when set-password changes the file. */
import fs from 'node:fs';
import { passwordTag, readPasswordHash } from './password';

export interface OwnerPassword {
  /** The stored hash, or null when no password is set. */
  hash(): string | null;
  /** Fingerprint of the current hash (see passwordTag), or null. */
  tag(): string | null;
}

export function ownerPassword(file: string | null): OwnerPassword {
  let seen = '';
  let hash: string | null = null;
  let tag: string | null = null;
  const refresh = () => {
    if (file === null) return;
    // A stat per call is cheap; the file is read again only when it changed.
    let stamp = 'absent';
    try {
      const s = fs.statSync(file);
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (stamp === seen) return;
    seen = stamp;
    hash = stamp === 'absent' ? null : readPasswordHash(file);
    tag = hash === null ? null : passwordTag(hash);
  };
  return {
    hash() {
      refresh();
      return hash;
    },
    tag() {
      refresh();
      return tag;
    },
  };
}
