import { jsonReply } from 'shared-kernel/testing';
import type { StartHandoff } from '../start/handoff';
import { earlyManifestPlugin, startHandoff, takeEarlyTable } from './startHandoff';

afterEach(() => {
  delete window.__tableauDeBordStart;
});

describe('startHandoff: what start.js started, taken by main.js', () => {
  it('takes the handoff start.js left, as it is', async () => {
    const given = { configFile: Promise.resolve({ ok: false, reason: 'x' }) } as Partial<StartHandoff> as StartHandoff;
    window.__tableauDeBordStart = given;
    await expect(startHandoff()).resolves.toBe(given);
  });

  it('without start.js (the dev server, a failed download), reads config.json itself', async () => {
    global.fetch = jest.fn(async () => jsonReply({ apiBase: '/' })) as typeof fetch;
    const handoff = await startHandoff();
    expect(window.__tableauDeBordStart).toBe(handoff);
    await expect(handoff.configFile).resolves.toEqual({ ok: true, json: { apiBase: 'http://localhost/' }, url: './config.json' });
    expect((global.fetch as jest.Mock).mock.calls[0]?.[0]).toBe('./config.json');
  });

  it('hands the runtime and the tables what the start has, and nothing without a start', () => {
    const manifest = Promise.resolve({ ok: true } as Response);
    const takeManifest = jest.fn((url: string) => (url === 'http://127.0.0.1:3005/mf-manifest.json' ? manifest : undefined));
    const takeTable = jest.fn(() => undefined);
    const fetchHook = earlyManifestPlugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    expect(fetchHook('http://127.0.0.1:3005/mf-manifest.json', {})).toBeUndefined();
    window.__tableauDeBordStart = { takeManifest, takeTable } as Partial<StartHandoff> as StartHandoff;
    expect(fetchHook('http://127.0.0.1:3005/mf-manifest.json', {})).toBe(manifest);
    expect(takeEarlyTable('http://127.0.0.1:3005/routes.json')).toBeUndefined();
    expect(takeTable).toHaveBeenCalledWith('http://127.0.0.1:3005/routes.json');
  });
});
