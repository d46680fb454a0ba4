import { cacheKindOf } from './cachePolicy';

const SHELL = 'http://127.0.0.1:3000';
const kind = (url: string, destination = '', method = 'GET') => cacheKindOf({ url, method, destination }, SHELL);

describe('cacheKindOf', () => {
  it('keeps the api reads, the index.php ones and the movie gateway, network first', () => {
    expect(kind('http://127.0.0.1:8080/api/immeubles/recaployers')).toBe('data');
    expect(kind('https://exemple.fr/index.php/api/alldata')).toBe('data');
    expect(kind('http://127.0.0.1:8080/tmdb/3/movie/popular?page=1')).toBe('data');
    expect(kind('http://127.0.0.1:8080/api/data/depenses')).toBe('data');
  });

  it('never keeps a write, the session, the whole-data export, a tenant\'s document, nor an image or a frame of the api', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect(kind('http://127.0.0.1:8080/api/data/depenses', '', method)).toBeNull();
    expect(kind('http://127.0.0.1:8080/api/session')).toBeNull();
    expect(kind('http://127.0.0.1:8080/api/data?download=1')).toBeNull();
    expect(kind('http://127.0.0.1:8080/api/documents/quittance/3/2025-04')).toBeNull();
    expect(kind('http://127.0.0.1:8080/api/photos/12.jpg', 'image')).toBeNull();
    expect(kind('http://127.0.0.1:8080/marees', 'iframe')).toBeNull();
  });

  it("reads a remote's manifest and entry network first, its hashed chunks cache first", () => {
    expect(kind('http://127.0.0.1:3004/mf-manifest.json')).toBe('remoteEntry');
    expect(kind('http://127.0.0.1:3004/remoteEntry.js', 'script')).toBe('remoteEntry');
    expect(kind('http://127.0.0.1:3004/412.0a1b2c3d4e.js', 'script')).toBe('remoteChunk');
    expect(kind('http://127.0.0.1:3004/main.js', 'script')).toBeNull();
    expect(kind('https://image.tmdb.org/t/p/w185/x.jpg', 'image')).toBeNull();
  });

  it("keeps the shell's own config.json, not another origin's", () => {
    expect(kind(`${SHELL}/config.json`)).toBe('config');
    expect(kind('http://127.0.0.1:3004/config.json')).toBeNull();
  });
});
