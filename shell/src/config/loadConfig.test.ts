import { readConfigFile } from '../start/readConfigFile';
import { loadConfig } from './loadConfig';

const good = {
  apiBase: 'http://127.0.0.1:8080',
  movieApiBase: 'http://127.0.0.1:8080/tmdb/3',
  movieImageBase: 'https://image.tmdb.org/t/p',
  remotes: Object.fromEntries(['immo', 'opvcm', 'charts', 'leisure', 'films'].map((n, i) => [n, `http://127.0.0.1:${3001 + i}/mf-manifest.json`])),
};

function respond(status: number, body: string) {
  global.fetch = jest.fn(async () => ({ ok: status === 200, status, json: async () => JSON.parse(body) }) as Response);
}

describe('loadConfig', () => {
  it('accepts a complete config and defaults indexScript to empty, api credentials to include', async () => {
    respond(200, JSON.stringify(good));
    const r = await loadConfig(readConfigFile());
    expect(r).toEqual({ ok: true, config: { ...good, indexScript: '', apiCredentials: 'include' } });
  });

  it('one address: paths in config.json become URLs on the page’s own origin', async () => {
    respond(200, JSON.stringify({ apiBase: '/', movieApiBase: '/tmdb/3', movieImageBase: 'https://image.tmdb.org/t/p', remotes: { immo: '/mfe/immo/mf-manifest.json' } }));
    const r = await loadConfig(readConfigFile());
    const origin = window.location.origin;
    expect(r.ok && r.config.apiBase).toBe(`${origin}/`);
    expect(r.ok && r.config.movieApiBase).toBe(`${origin}/tmdb/3`);
    expect(r.ok && r.config.movieImageBase).toBe('https://image.tmdb.org/t/p');
    expect(r.ok && r.config.remotes.immo).toBe(`${origin}/mfe/immo/mf-manifest.json`);
    expect(r.ok && r.config.remotes.films).toBe('http://127.0.0.1:3005/mf-manifest.json');
  });

  it('explains a missing file', async () => {
    respond(404, '');
    expect(await loadConfig(readConfigFile())).toEqual({ ok: false, reason: 'le fichier ./config.json est introuvable (erreur 404)' });
  });

  it('explains invalid JSON', async () => {
    respond(200, '{ pas du json');
    expect(await loadConfig(readConfigFile())).toEqual({ ok: false, reason: "le fichier ./config.json n'est pas du JSON valide" });
  });

  it('loads a remote that config.json leaves out from its default manifest', async () => {
    const { films: _films, ...remotes } = good.remotes;
    respond(200, JSON.stringify({ ...good, remotes: { ...remotes, immo: 'https://immo.example.net/mf-manifest.json' } }));
    const r = await loadConfig(readConfigFile());
    expect(r.ok && r.config.remotes).toEqual({ ...remotes, immo: 'https://immo.example.net/mf-manifest.json', films: 'http://127.0.0.1:3005/mf-manifest.json' });
  });

  it('names a remote whose manifest URL is not a URL', async () => {
    respond(200, JSON.stringify({ ...good, remotes: { ...good.remotes, films: 'pas une url' } }));
    const r = await loadConfig(readConfigFile());
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toContain('remotes.films');
  });

  it('explains a config.json that never answers, instead of a blank page for ever', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    const pending = loadConfig(readConfigFile());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ ok: false, reason: 'le fichier ./config.json ne répond pas (délai de 10 s dépassé)' });
    jest.useRealTimers();
  });
});
