// Write latency of the data api, on loopback: one write after the other (the owner records
// a rent, corrects it, deletes it), each timed from request to reply, so that p50/p95 are
// those of a single write with its validation, transaction and journal entry.
import { API } from '../config.mjs';

const HEADERS = { 'content-type': 'application/json', 'x-tableau-de-bord': '1' };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(method, path, body) {
  const started = performance.now();
  const res = await fetch(`${API}${path}`, { method, headers: HEADERS, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: text ? JSON.parse(text) : null };
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: Math.round(percentile(sorted, 50) * 10) / 10, p95: Math.round(percentile(sorted, 95) * 10) / 10 };
};

/** @returns {Promise<Record<'create'|'update'|'delete'|'undo', { n:number, p50:number, p95:number }>>} */
export async function measureWrites(count = 100) {
  const times = { create: [], update: [], delete: [], undo: [] };
  const ids = [];
  for (let i = 0; i < count; i++) {
    const row = { COP_DATE: '2024-03-15', COP_LIBELLE: `Mesure ${i}`, COP_MONT: 12.5 + i, COP_GARAGE: null };
    const { ms, body } = await timed('POST', '/api/data/depenses', row);
    times.create.push(ms);
    ids.push(body.payload.id);
  }
  for (const [i, id] of ids.entries()) {
    times.update.push((await timed('PUT', `/api/data/depenses/${id}`, { COP_DATE: '2024-03-16', COP_LIBELLE: `Mesure ${i}`, COP_MONT: 20 + i, COP_GARAGE: null })).ms);
  }
  // Undo the last few updates, then delete every row the measure added.
  for (let i = 0; i < Math.min(20, count); i++) times.undo.push((await timed('POST', '/api/data/undo')).ms);
  for (const id of ids) times.delete.push((await timed('DELETE', `/api/data/depenses/${id}`)).ms);
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, summary(v)]));
}
