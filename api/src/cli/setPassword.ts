/**
 * pnpm --filter api run set-password: sets the owner's password (API_DATA_DIR/owner-password,
 * scrypt hash, mode 0600) of the service's base on the server (serviceBase.ts), as its owner. Read from the terminal without echo, typed twice; or the first line
 * of standard input when piped (echo 'secret' | …). Sessions opened with the old password end.
 */
import { describeBase, findServiceBase } from './serviceBase';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, writePasswordHash } from '../security/password';

/** Reads one line from a terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('saisie interrompue'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (piped). */
async function readPiped(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden('Nouveau mot de passe du propriétaire : ');
  checkPassword(first);
  const second = await askHidden('Confirmez le mot de passe : ');
  if (second !== first) throw new Error('les deux saisies diffèrent.');
  return first;
}

function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    throw new Error(`mot de passe trop court (${length} caractères) : ${MIN_PASSWORD_LENGTH} au moins.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new Error(`mot de passe trop long : ${MAX_PASSWORD_LENGTH} caractères au plus.`);
  }
}

async function main(): Promise<void> {
  const base = findServiceBase();
  const { passwordFile } = base.config;
  const password = await readNewPassword();
  checkPassword(password);
  writePasswordHash(passwordFile, await hashPassword(password));
  console.log(`Mot de passe enregistré (${passwordFile}, lisible par le seul compte du service). Les sessions ouvertes avec l’ancien sont fermées.`);
  // The api re-reads the file at each sign-in (security/ownerPassword.ts): nothing to reload.
  console.log(`Pour la ${describeBase(base)}`);
}

main().catch((error: unknown) => {
  console.error(`Mot de passe non enregistré : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
