/**
 * The real api in a child process: node with tsx runs src/server.ts on a temporary data
 * folder (a new base, which the server fills with the demo data), listening on
 * a port of 127.0.0.1 that the system picks. Callers talk to it over HTTP only, so the test
 * runner never loads Fastify or its dependencies.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword, PASSWORD_FILE_NAME, writePasswordHash } from '../security/password';

/** Performs a GET on the api and returns status and parsed JSON body (the text when not JSON). */
export type Inject = (url: string) => Promise<{ status: number; body: unknown }>;

export interface ApiProcess {
  /** Base address, such as http://127.0.0.1:41234. */
  url: string;
  inject: Inject;
  /** What the server wrote (stdout, then stderr) until it listened: the start log. */
  startupOutput: string;
  /** Stops the child (SIGTERM, then SIGKILL if it lingers) and removes its data folder (unless the caller's). */
  close(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Time allowed from spawn to the first answer. */
  startupTimeoutMs?: number;
  /** Extra environment for the server (API_PORT, API_HOST, API_DATA_DIR and LOG_LEVEL are set here). */
  env?: Record<string, string>;
  /**
   * The owner's password: its hash is written to the data folder before the start, and
   * API_REQUIRE_SIGNIN=1 makes every route but sign-in (POST /api/session) require the session.
   */
  ownerPassword?: string;
  /** A data folder of the caller's, kept on close (to start again on the same base); a new temporary one otherwise. */
  dataDir?: string;
  /** A port of the caller's (to start again at the same address, as a restart does); one the system picks otherwise. */
  port?: number;
}

export const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_TAIL_CHARS = 4_000;

const API_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_ENTRY = path.join(API_ROOT, 'src', 'server.ts');
/** Fastify's log line once the server accepts connections. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
/**
 * Preloaded in the child: it exits when its stdin reaches end of file, which happens when the
 * process that started it is gone, even if that one was killed without a chance to stop it.
 */
const EXIT_WITH_PARENT = "data:text/javascript,process.stdin.on('end',()=>process.exit(0)).resume()";

const live = new Set<() => void>();
let exitHookInstalled = false;

/** When the current process exits: kills every child that was not closed, removes its data. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const abandon of live) abandon();
  });
}

function serverEnv(dataDir: string, extra: Record<string, string> | undefined, port = 0): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Without a movie-database key the gateway serves the offline catalog, whatever the shell has.
  for (const name of Object.keys(env)) if (name.startsWith('TMDB_')) delete env[name];
  return { ...env, ...extra, LOG_LEVEL: 'info', API_HOST: '127.0.0.1', API_PORT: String(port), API_DATA_DIR: dataDir };
}

function injectAt(baseUrl: string): Inject {
  return async (url) => {
    const res = await fetch(new URL(url, baseUrl));
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the caller gets the text.
    }
    return { status: res.status, body };
  };
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    await (await fetch(baseUrl)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Starts the api in a child process and resolves once it answers HTTP requests. */
export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const timeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS;
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const removeDataDir = () => {
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const env = { ...options.env };
  if (options.ownerPassword !== undefined) {
    writePasswordHash(path.join(dataDir, PASSWORD_FILE_NAME), await hashPassword(options.ownerPassword));
    env.API_REQUIRE_SIGNIN = '1';
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, SERVER_ENTRY], {
    cwd: API_ROOT,
    env: serverEnv(dataDir, env, options.port),
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  let stdout = '';
  let stderr = '';
  let startupOut = '';
  let startupErr = '';
  let listening: string | undefined;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // Always drained, so that the server never blocks on a full pipe.
  child.stdout.on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-OUTPUT_TAIL_CHARS);
    if (listening === undefined) startupOut += chunk;
    listening ??= LISTENING.exec(stdout)?.[1];
  });
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-OUTPUT_TAIL_CHARS);
    if (listening === undefined) startupErr += chunk;
  });

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  installExitHook();
  const abandon = () => {
    kill();
    removeDataDir();
  };
  live.add(abandon);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null && !spawnError) {
        child.kill('SIGTERM');
        const timer = setTimeout(kill, STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      live.delete(abandon);
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
      removeDataDir();
    })());

  const output = () => (stderr.trim() || stdout.trim() || '(aucune sortie)').slice(-OUTPUT_TAIL_CHARS);
  const fail = async (reason: string): Promise<never> => {
    kill();
    await close();
    throw new Error(`Api de test (${SERVER_ENTRY}) : ${reason}.\nSortie du processus :\n${output()}`);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError) return fail(`lancement impossible (${spawnError.message})`);
    if (child.exitCode !== null || child.signalCode !== null) {
      return fail(`arrêtée au démarrage (code ${child.exitCode ?? child.signalCode})`);
    }
    if (listening && (await answers(listening))) break;
    if (Date.now() > deadline) return fail(`aucune réponse après ${timeoutMs} ms`);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return { url: listening, inject: injectAt(listening), startupOutput: `${startupOut}${startupErr}`, close };
}
