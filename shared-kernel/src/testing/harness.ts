/**
 * What every remote's component tests need: mount its pages (or a widget) against the
 * fixtures, clean up after each test, hold or heal the api, and silence expected errors.
 * Tests query the DOM with @testing-library/dom: parcels mount outside act, as in the shell.
 */
import { z } from 'zod/mini';
import type { RemoteModule } from '../contract/remoteModule';
import { mockApi, resetQueryCache, type ApiTable, type Failures, type Fixtures, type ParamReplies } from './mockApi';
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

/** What a remote's tests serve: its area's endpoint table, their fixtures and the parameterized replies. */
export interface AreaApi<T extends ApiTable = ApiTable> {
  table: T;
  fixtures: Fixtures;
  paramReplies?: ParamReplies;
}

/**
 * Mount helpers bound to one remote and its area's api double; registers an afterEach that
 * unmounts and clears the cache.
 */
export function createRemoteHarness<T extends ApiTable>(remote: RemoteModule, api: AreaApi<T>) {
  const { table, fixtures, paramReplies = {} } = api;
  const mounted: Mounted[] = [];
  afterEach(async () => {
    while (mounted.length > 0) await mounted.pop()!.unmount();
    resetQueryCache();
    window.location.hash = '';
  });

  async function mount(lifecycles: RemoteModule['app'], route: string, { overrides = {}, failures = {}, malformed = {}, replies = {} }: RenderOptions) {
    resetQueryCache();
    const calls = mockApi(table, { ...fixtures, ...overrides }, failures, malformed, { ...paramReplies, ...replies });
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
    /** A fixture, typed and checked by its endpoint's schema. */
    fixtureOf: <N extends keyof T['endpoints'] & string>(name: N): z.infer<T['endpoints'][N]['schema']> =>
      z.parse(table.endpoints[name]!.schema, fixtures[name]) as z.infer<T['endpoints'][N]['schema']>,
    /** Serves the plain fixtures from now on (e.g. before clicking Réessayer), or these. */
    healApi: (served: Fixtures = fixtures): string[] => mockApi(table, served, {}, {}, paramReplies),
  };
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
