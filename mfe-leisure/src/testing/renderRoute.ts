/**
 * Test helpers of this remote (imported by tests only). Importing this module registers an
 * afterEach that unmounts what the test mounted and empties the shared query cache.
 *
 * Tests query the DOM with @testing-library/dom: the kernel mounts parcels the way the
 * shell does (outside act; single-spa resolves the mount from a timer).
 */
import { fixtures, mockApi, mountRemoteRoute, resetQueryCache, type Failures, type Fixtures, type Mounted } from 'shared-kernel/testing';
import { endpoints, type EndpointData, type EndpointName } from 'shared-kernel';
import remote from '../remote';

const mounted: Mounted[] = [];

afterEach(async () => {
  while (mounted.length > 0) await mounted.pop()!.unmount();
  resetQueryCache();
  window.location.hash = '';
});

/** A fixture, typed and checked by its endpoint's schema. */
export function fixtureOf<N extends EndpointName>(name: N): EndpointData<N> {
  return endpoints[name].schema.parse(fixtures[name]) as EndpointData<N>;
}

export interface RenderOptions {
  /** Replaces some fixtures (each still checked against its schema by mockApi). */
  overrides?: Fixtures;
  failures?: Failures;
}

/** Mocks the api with the fixtures, then mounts the remote's pages parcel at a route. */
export async function renderRoute(route: string, { overrides = {}, failures = {} }: RenderOptions = {}) {
  resetQueryCache();
  const calls = mockApi({ ...fixtures, ...overrides }, failures);
  const m = await mountRemoteRoute(remote, route);
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
