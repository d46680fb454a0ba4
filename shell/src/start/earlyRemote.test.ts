import { deployedFilesOf, filesOf, openingRemote, pageFilesOf, startRemoteEarly, takeEarlyTable, takeManifest, type RouteOwners } from './earlyRemote';

const table: RouteOwners = {
  owners: { '': 'immo', depenses: 'immo', bien: 'immo', restau: 'leisure' },
  manifests: { immo: 'http://127.0.0.1:3001/mf-manifest.json', leisure: 'http://127.0.0.1:3004/mf-manifest.json' },
};

describe('openingRemote: the remote the opening page needs, before the kernel is there', () => {
  it.each([
    ['', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['#/', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['#/bien/Rue%20Haute', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['#/restau?x=1', 'http://127.0.0.1:3004/mf-manifest.json'],
  ])('%s → %s', (hash, manifest) => {
    expect(openingRemote({}, hash, table)?.manifest).toBe(manifest);
  });

  it('takes the manifest config.json names over the default', () => {
    expect(openingRemote({ remotes: { leisure: 'https://loisirs.example.net/mf-manifest.json' } }, '#/restau', table)).toEqual({
      owner: 'leisure',
      manifest: 'https://loisirs.example.net/mf-manifest.json',
    });
  });

  it('gives nothing for a shell page, an unknown route or a page without the table', () => {
    expect(openingRemote({}, '#/donnees', table)).toBeNull();
    expect(openingRemote({}, '#/nulle-part', table)).toBeNull();
    expect(openingRemote({}, '#/restau', null)).toBeNull();
  });
});

describe('deployedFilesOf: the files config.json names, before the manifest is in', () => {
  const config = {
    remoteFiles: {
      films: {
        entry: ['remoteEntry.js', '__federation_expose_remote.12ab.js'],
        routes: [
          { path: '/films', chunks: ['318.aa.js'] },
          { path: '/film/:id', chunks: ['52.bb.js', '907.cc.js'] },
        ],
      },
    },
  };

  it("the entry's files then the page's, beside the manifest, for a route with a parameter too", () => {
    expect(deployedFilesOf(config, 'films', 'https://tdb.example/mfe/films/mf-manifest.json', '#/film/603')).toEqual([
      'https://tdb.example/mfe/films/remoteEntry.js',
      'https://tdb.example/mfe/films/__federation_expose_remote.12ab.js',
      'https://tdb.example/mfe/films/52.bb.js',
      'https://tdb.example/mfe/films/907.cc.js',
    ]);
  });

  it('nothing for a remote the deploy named no files of, or a config without them', () => {
    expect(deployedFilesOf(config, 'leisure', 'https://tdb.example/mfe/leisure/mf-manifest.json', '#/restau')).toEqual([]);
    expect(deployedFilesOf({}, 'films', 'https://tdb.example/mfe/films/mf-manifest.json', '#/films')).toEqual([]);
  });

  it('leaves out what is not a file name beside the manifest', () => {
    const odd = { remoteFiles: { films: { entry: ['remoteEntry.js', 'https://ailleurs.example/x.js', '../x.js', 3], routes: [] } } };
    expect(deployedFilesOf(odd, 'films', 'https://tdb.example/mfe/films/mf-manifest.json', '#/films')).toEqual([
      'https://tdb.example/mfe/films/remoteEntry.js',
    ]);
  });
});

describe('filesOf: what to preload once the manifest is in', () => {
  it('the entry and the exposed module files, beside the manifest', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './remote', assets: { js: { sync: ['__federation_expose_remote.12ab.js'] } } }],
    };
    expect(filesOf('http://127.0.0.1:3004/mf-manifest.json', manifest)).toEqual([
      'http://127.0.0.1:3004/remoteEntry.js',
      'http://127.0.0.1:3004/__federation_expose_remote.12ab.js',
    ]);
  });

  it('nothing from a manifest without an entry', () => {
    expect(filesOf('http://127.0.0.1:3004/mf-manifest.json', {})).toEqual([]);
  });
});

describe('startRemoteEarly: the manifest and the table, taken once', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
  });

  it('hands the runtime the reply started early, once, and preloads the code it names', async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './remote', assets: { js: { sync: ['expose.js'] } } }],
    };
    const table = {
      remote: 'films',
      routes: [
        { path: '/films', title: 'Films', chunks: ['10.aa.js'] },
        { path: '/film/:id', title: 'Film', chunks: ['20.bb.js', '30.cc.js', '../ailleurs.js'] },
      ],
    };
    const replyOf = (body: unknown) => ({ ok: true, clone: () => ({ json: async () => body }) }) as unknown as Response;
    const reply = replyOf(manifest);
    const tableReply = replyOf(table);
    const fetchMock = jest.fn(async (url: string) => (url.endsWith('routes.json') ? tableReply : reply));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const url = 'http://127.0.0.1:3005/mf-manifest.json';
    startRemoteEarly(url, '#/film/603');
    startRemoteEarly(url, '#/film/603');
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([url.replace('mf-manifest.json', 'routes.json'), url]);

    await expect(takeManifest(url)).resolves.toBe(reply);
    // A retry after a failure must reach the network again.
    expect(takeManifest(url)).toBeUndefined();
    expect(takeManifest('http://127.0.0.1:3001/mf-manifest.json')).toBeUndefined();
    // The shell's reading of the tables takes the table's reply, once.
    await expect(takeEarlyTable('http://127.0.0.1:3005/routes.json')).resolves.toBe(tableReply);
    expect(takeEarlyTable('http://127.0.0.1:3005/routes.json')).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloads = [...document.head.querySelectorAll('link[rel=preload]')].map((l) => (l as HTMLLinkElement).href);
    // The entry, the exposed module, and the opening page's files (a path out of the folder left out).
    expect(preloads.sort()).toEqual(
      ['http://127.0.0.1:3005/remoteEntry.js', 'http://127.0.0.1:3005/expose.js', 'http://127.0.0.1:3005/20.bb.js', 'http://127.0.0.1:3005/30.cc.js'].sort(),
    );
  });
});

describe('startRemoteEarly with the files config.json names', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
  });

  it('preloads them before any reply is in, and a file the manifest names again only once', async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './remote', assets: { js: { sync: ['expose.js'] } } }],
    };
    let answer: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    globalThis.fetch = jest.fn(() => pending) as unknown as typeof fetch;
    const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((l) => (l as HTMLLinkElement).href);

    startRemoteEarly('http://127.0.0.1:3002/mf-manifest.json', '#/listeopvcm', ['http://127.0.0.1:3002/remoteEntry.js', 'http://127.0.0.1:3002/40.dd.js']);
    expect(preloads()).toEqual(['http://127.0.0.1:3002/remoteEntry.js', 'http://127.0.0.1:3002/40.dd.js']);

    answer({ ok: true, clone: () => ({ json: async () => manifest }) } as unknown as Response);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(['http://127.0.0.1:3002/remoteEntry.js', 'http://127.0.0.1:3002/40.dd.js', 'http://127.0.0.1:3002/expose.js']);
  });
});

describe('pageFilesOf: the opening page\'s files in its remote\'s table', () => {
  const table = { routes: [{ path: '/bien/:nom', chunks: ['1.a.js'] }, { path: '/recap', chunks: ['2.b.js'] }] };
  it.each([
    ['#/bien/Rue%20Haute', ['http://h/x/1.a.js']],
    ['#/recap?tri=1', ['http://h/x/2.b.js']],
    ['#/bien', []],
    ['#/bien/', []],
    ['#/autre', []],
  ])('%s → %j', (hash, files) => {
    expect(pageFilesOf('http://h/x/routes.json', table, hash, {})).toEqual(files);
  });

  it("then the shell's files of what the page takes from the shell, beside index.html; an unknown key, nothing", () => {
    const editing = { routes: [{ path: '/depenses', chunks: ['5.e.js'], shared: ['shared-kernel/edit', 'react', 7] }] };
    const shell = { 'shared-kernel/edit': ['937.ab.js', '../ailleurs.js'] };
    expect(pageFilesOf('http://h/mfe/immo/routes.json', editing, '#/depenses', shell)).toEqual([
      'http://h/mfe/immo/5.e.js',
      new URL('937.ab.js', document.baseURI).href,
    ]);
  });

  it("reads the shell's files from the block the build writes into index.html", () => {
    document.body.innerHTML = `<script type="application/json" id="shared-files">${JSON.stringify({ 'shared-kernel/edit': ['937.ab.js'] })}</script>`;
    const editing = { routes: [{ path: '/depenses', chunks: [], shared: ['shared-kernel/edit'] }] };
    expect(pageFilesOf('http://h/mfe/immo/routes.json', editing, '#/depenses')).toEqual([new URL('937.ab.js', document.baseURI).href]);
    document.body.innerHTML = '<script type="application/json" id="shared-files">{pas du json</script>';
    expect(pageFilesOf('http://h/mfe/immo/routes.json', editing, '#/depenses')).toEqual([]);
    document.body.innerHTML = '';
  });
});
