/**
 * What every remote's component tests need: mount its pages (or a widget) against the
 * fixtures, clean up after each test, hold or heal the api, and silence expected errors.
 * Tests query the DOM with @testing-library/dom: parcels mount outside act, as in the shell.
 */
import { endpoints, type EndpointData, type EndpointName } from '../api/endpoints';
import type { RemoteModule } from '../contract/remoteModule';
import { fixtures, paramReplies } from './fixtures';
import { mockApi, resetQueryCache, type Failures, type Fixtures, type ParamReplies } from './mockApi';
import { mountLifecycles, type Mounted } from './renderRemote';

export interface RenderOptions {
  /** Replaces some fixtures (each still checked against its schema by mockApi). */
  overrides?: Fixtures;
  failures?: Failures;
  /** Replies served as they are, without the schema check (bad-data tests). */
  malformed?: Fixtures;
  /** Replies of parameterized endpoints added to (or replacing) the default ones, by path. */
  replies?: ParamReplies;
}

export interface Rendered extends Mounted {
  /** API paths requested, in order. */
  calls: string[];
}

/** Mount helpers bound to one remote; registers an afterEach that unmounts and clears the cache. */
export function createRemoteHarness(remote: RemoteModule) {
  const mounted: Mounted[] = [];
  afterEach(async () => {
    while (mounted.length > 0) await mounted.pop()!.unmount();
    resetQueryCache();
    window.location.hash = '';
  });

  async function mount(lifecycles: RemoteModule['app'], route: string, { overrides = {}, failures = {}, malformed = {}, replies = {} }: RenderOptions) {
    resetQueryCache();
    const calls = mockApi({ ...fixtures, ...overrides }, failures, malformed, { ...paramReplies, ...replies });
    const m = await mountLifecycles(lifecycles, route);
    // A test may unmount by itself; the afterEach must not unmount twice.
    let done = false;
    const once: Mounted = {
      container: m.container,
      unmount: async () => {
        if (done) return;
        done = true;
        await m.unmount();
      },
    };
    mounted.push(once);
    return { ...once, calls };
  }

  return {
    /** Mocks the api with the fixtures, then mounts the remote's pages at a route. */
    renderRoute: (route: string, options: RenderOptions = {}): Promise<Rendered> => mount(remote.app, route, options),
    /** Same for a named widget. */
    renderWidget: (name: string, options: RenderOptions = {}): Promise<Rendered> => {
      const widget = remote.widgets[name];
      if (!widget) throw new Error(`widget « ${name} » absent`);
      return mount(widget.lifecycles, '/', options);
    },
  };
}

/** A fixture, typed and checked by its endpoint's schema. */
export function fixtureOf<N extends EndpointName>(name: N): EndpointData<N> {
  return endpoints[name].schema.parse(fixtures[name]) as EndpointData<N>;
}

/** Serves the plain fixtures from now on (e.g. before clicking Réessayer). */
export function healApi(): string[] {
  return mockApi(fixtures, {}, {}, paramReplies);
}

/** Holds every api reply until release() is called (to see what shows while loading). */
export function holdApi(): () => void {
  const real = global.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    await gate;
    return real(...args);
  }) as typeof fetch;
  return release;
}

/** Silences the console.error a failing load is expected to log; returns the spy. */
export function silenceConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
