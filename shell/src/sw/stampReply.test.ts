/** @jest-environment node */
import { CACHED_AT_HEADER } from 'shared-kernel/offline';
import { stampReply } from './stampReply';

describe('stampReply', () => {
  it('keeps the body and type of a 200, dated, with the date readable by the page', async () => {
    const reply = new Response('{"payload":[1]}', { status: 200, headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'x=1' } });
    const kept = await stampReply(reply, new Date('2026-11-23T13:05:00.000Z'));
    expect(kept).not.toBeNull();
    expect(await kept!.json()).toEqual({ payload: [1] });
    expect(kept!.headers.get('Content-Type')).toBe('application/json');
    expect(kept!.headers.get(CACHED_AT_HEADER)).toBe('2026-11-23T13:05:00.000Z');
    expect(kept!.headers.get('Access-Control-Expose-Headers')).toBe(CACHED_AT_HEADER);
    expect(kept!.headers.get('Set-Cookie')).toBeNull();
  });

  it('keeps no error nor refusal', async () => {
    for (const status of [401, 404, 500]) expect(await stampReply(new Response('{}', { status }))).toBeNull();
  });
});
