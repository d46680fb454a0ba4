/**
 * Reading the old site: one GET, with a timeout and three tries, that never follows a redirect
 * to another host and never hands back what is not the JSON reply of a read (an HTML page, a
 * login page, an error). A failure is a ReadFailure whose French message names the read.
 */
import { megabytes } from 'server-kit';
import { decodeReply } from './legacyText';

export interface FetchOptions {
  /** Milliseconds one try may take (10 s by default). */
  timeoutMs?: number;
  /** Tries per read (3). */
  tries?: number;
  /** Milliseconds before a second try, doubled before the third (300). */
  retryDelayMs?: number;
  /** Largest reply read (20 Mo). */
  maxBytes?: number;
}

/**
 * Why a read failed. `unreachable`, `html`, `login` and `redirect` stop everything (the
 * address is wrong or closed); `http` and `invalid` leave the other reads their chance.
 */
export type FailureKind = 'unreachable' | 'html' | 'login' | 'redirect' | 'http' | 'invalid' | 'too_large';

export class ReadFailure extends Error {
  override name = 'ReadFailure';
  constructor(
    readonly kind: FailureKind,
    /** The read, as the owner sees it (« immeubles/alldata »). */
    readonly read: string,
    message: string,
    /** The HTTP status of a refused read. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The failures after which no read of this address can be trusted. */
export const STOPPING_FAILURES: ReadonlySet<FailureKind> = new Set(['unreachable', 'html', 'login', 'redirect']);

const DEFAULTS = { timeoutMs: 10_000, tries: 3, retryDelayMs: 300, maxBytes: 20 * 1024 * 1024 };
const MAX_REDIRECTS = 3;

/** A login form: a password field, whatever the page's language. */
const LOGIN_PAGE = /<input[^>]+type\s*=\s*["']?password/i;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Same host: the same origin, or the same name moved to https on its default port. */
function sameHost(from: URL, to: URL): boolean {
  return to.origin === from.origin || (to.hostname === from.hostname && to.protocol === 'https:' && to.port === '');
}

async function readBody(response: Response, max: number, read: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  const tooLarge = () => new ReadFailure('too_large', read, `la réponse de « ${read} » dépasse ${megabytes(max)}`);
  if (declared > max) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/** A try that got no (whole) answer: the network, or the time allowed. */
function noAnswer(error: unknown, read: string, timeoutMs: number): ReadFailure {
  const timeout = (error as Error).name === 'TimeoutError';
  return new ReadFailure('unreachable', read, `« ${read} » : ${timeout ? `pas de réponse en ${(timeoutMs / 1000).toLocaleString('fr-FR')} s` : 'le site ne répond pas'}`);
}

/** One try: the bytes of a 200 reached without leaving the host. */
async function tryOnce(url: URL, read: string, options: typeof DEFAULTS): Promise<{ bytes: Uint8Array; type: string }> {
  let current = url;
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetch(current, { redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json, image/*' } });
    } catch (error) {
      throw noAnswer(error, read, options.timeoutMs);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const target = location ? new URL(location, current) : null;
      if (!target || !sameHost(url, target)) {
        throw new ReadFailure('redirect', read, `« ${read} » renvoie vers un autre site (${target?.host ?? 'adresse absente'}) : redirection non suivie`);
      }
      if (hop >= MAX_REDIRECTS) throw new ReadFailure('redirect', read, `« ${read} » : trop de redirections`);
      current = target;
      continue;
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new ReadFailure('login', read, `« ${read} » demande une connexion (réponse ${response.status})`);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new ReadFailure('http', read, `« ${read} » : le site répond par une erreur ${response.status}`, response.status);
    }
    try {
      return { bytes: await readBody(response, options.maxBytes, read), type: response.headers.get('content-type') ?? '' };
    } catch (error) {
      if (error instanceof ReadFailure) throw error;
      throw noAnswer(error, read, options.timeoutMs);
    }
  }
}

/** A try worth repeating: the network, a timeout, a server error. */
const transient = (error: unknown) =>
  error instanceof ReadFailure && (error.kind === 'unreachable' || (error.status !== undefined && error.status >= 500));

async function withTries<T>(run: () => Promise<T>, options: typeof DEFAULTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= options.tries || !transient(error)) {
        if (error instanceof ReadFailure && attempt > 1) error.message += ` (${attempt} essais)`;
        throw error;
      }
      await sleep(options.retryDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** The `payload` of a read's JSON reply. */
export async function fetchPayload(url: URL, read: string, given: FetchOptions = {}): Promise<unknown> {
  const options = { ...DEFAULTS, ...given };
  const { bytes, type } = await withTries(() => tryOnce(url, read, options), options);
  const text = decodeReply(bytes).replace(/^\uFEFF/, '');
  if (/html/i.test(type) || /^\s*</.test(text)) {
    if (LOGIN_PAGE.test(text)) throw new ReadFailure('login', read, `« ${read} » répond par une page de connexion`);
    throw new ReadFailure('html', read, `« ${read} » répond par une page HTML, pas par les données attendues`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReadFailure('invalid', read, `« ${read} » : la réponse n'est pas du JSON lisible`);
  }
  if (json === null || typeof json !== 'object' || !('payload' in json)) {
    throw new ReadFailure('invalid', read, `« ${read} » : la réponse n'a pas de champ « payload »`);
  }
  return (json as { payload: unknown }).payload;
}

/** The bytes of a file (an image of the site's files folder). */
export async function fetchFile(url: URL, read: string, given: FetchOptions = {}): Promise<Uint8Array> {
  const options = { ...DEFAULTS, ...given };
  return (await withTries(() => tryOnce(url, read, options), options)).bytes;
}
