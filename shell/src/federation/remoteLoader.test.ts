import { CONTRACT_VERSION } from 'shared-kernel';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
  registerPlugins: jest.fn(),
}));

import { fallbackPlugin, isUnavailable } from './fallbackPlugin';
import { loadRemoteModule, registerAllRemotes } from './remoteLoader';
import { VersionSkewError } from './versionSkew';

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
const good = { name: 'films', contractVersion: CONTRACT_VERSION, routes: ['/films'], app: lifecycles, widgets: {} };
const unavailable = () => fallbackPlugin().errorLoadRemote!({ id: 'films/remote', error: new Error('404'), lifecycle: 'onLoad' } as never);

beforeAll(() => {
  registerAllRemotes({
    immo: 'http://a/mf-manifest.json', opvcm: 'http://b/mf-manifest.json', charts: 'http://c/mf-manifest.json',
    leisure: 'http://d/mf-manifest.json', films: 'http://e/mf-manifest.json',
  });
});
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('loadRemoteModule', () => {
  it('returns a module that satisfies the contract', async () => {
    loadRemote.mockResolvedValue({ default: good });
    await expect(loadRemoteModule('films')).resolves.toBe(good);
    expect(loadRemote).toHaveBeenCalledWith('films/remote', { loadFactory: false, from: 'runtime' });
  });

  it("evaluates the remote's module in a later task than its container's start", async () => {
    const factory = jest.fn(() => ({ default: good }));
    loadRemote.mockResolvedValue(factory);
    const module = loadRemoteModule('films');
    // Every microtask of the start drained: the factory still waits for its own task.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(factory).not.toHaveBeenCalled();
    await expect(module).resolves.toBe(good);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('retries a module whose evaluation throws, then reports it in French', async () => {
    loadRemote.mockResolvedValue(() => {
      throw new Error('chunk 52 absent\nà la ligne 3');
    });
    await expect(loadRemoteModule('films')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      retryable: true,
      message: 'section injoignable (chunk 52 absent)',
    });
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('retries an unreachable remote, forcing a fresh registration, then reports it', async () => {
    loadRemote.mockImplementation(async () => unavailable());
    await expect(loadRemoteModule('films')).rejects.toMatchObject({ name: 'RemoteLoadError', retryable: true });
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'films', entry: 'http://e/mf-manifest.json' }], { force: true });
  });

  it('recovers when a retry succeeds', async () => {
    loadRemote.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce({ default: good });
    await expect(loadRemoteModule('films')).resolves.toBe(good);
  });

  it('refuses a module that breaks the contract, without retrying', async () => {
    loadRemote.mockResolvedValue({ default: { ...good, contractVersion: 99 } });
    await expect(loadRemoteModule('films')).rejects.toThrow(`module non conforme au contrat : version de contrat 99 au lieu de ${CONTRACT_VERSION}`);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a module that claims another name', async () => {
    loadRemote.mockResolvedValue({ default: { ...good, name: 'immo' } });
    await expect(loadRemoteModule('films')).rejects.toThrow('nom « immo » au lieu de « films »');
  });
});

describe('version skew', () => {
  it('is reported in French at once, without retrying (a retry cannot fix it)', async () => {
    loadRemote.mockRejectedValue(new VersionSkewError('[ Federation Runtime ]: version incompatible : react ^99.0.0 demandé, le shell fournit 19.3.1'));
    await expect(loadRemoteModule('films')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      retryable: false,
      message: 'version incompatible : react ^99.0.0 demandé, le shell fournit 19.3.1',
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('fallbackPlugin', () => {
  const emit = (lifecycle: string, error: unknown) =>
    fallbackPlugin().errorLoadRemote!({ id: 'films/remote', error, lifecycle } as never);

  it('answers the final stage with the marker', () => {
    expect(isUnavailable(emit('onLoad', new Error('404')))).toBe(true);
  });

  it('stays out of the earlier stages, where the runtime would take the marker for a manifest', () => {
    expect(emit('afterResolve', new Error('404'))).toBeUndefined();
    expect(emit('beforeRequest', new Error('404'))).toBeUndefined();
  });

  it('lets a version skew through', () => {
    expect(emit('onLoad', new VersionSkewError('version incompatible'))).toBeUndefined();
  });
});
