// Read latency while a 10 MB import runs through the data api (reads are answered meanwhile): the
// running api's own export, its expenses repeated until the document weighs 10 MB, sent with
// POST /api/data?mode=replace; meanwhile reads go one after the other (the dashboard's
// cached and computed reads in turn), each timed from request to reply, until the import
// answers. The import's own time is reported too.
import { API } from '../config.mjs';

const TARGET_BYTES = 10 * 1024 * 1024;
const READS = ['/api/immeubles/alldata', '/api/immeubles/recaployers', '/api/immeubles/tdb/', '/api/data/immos'];
const WRITE_HEADERS = { 'content-type': 'application/json', 'x-tableau-de-bord': '1' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (v) => Math.round(v * 10) / 10;

/** The api's export with its expenses repeated (each one a little different) up to `bytes` of JSON. */
async function bigDocument(bytes) {
  const res = await fetch(`${API}/api/data`);
  if (!res.ok) throw new Error(`export : ${res.status}`);
  const { payload: doc } = await res.json();
  const expenses = doc.depenses.map(({ id: _id, ...row }) => row);
  const rowBytes = Buffer.byteLength(JSON.stringify(expenses)) / expenses.length;
  const others = Buffer.byteLength(JSON.stringify({ ...doc, depenses: [] }));
  const count = Math.ceil((bytes - others) / rowBytes);
  doc.depenses = Array.from({ length: count }, (_, i) => {
    const row = expenses[i % expenses.length];
    return { ...row, COP_LIBELLE: `${row.COP_LIBELLE} ${Math.floor(i / expenses.length) + 1}` };
  });
  return JSON.stringify(doc);
}

/** @returns {Promise<{ n:number, p50:number, p95:number, max:number, importMs:number, bytes:number, rows:number }>} */
export async function measureReadsDuringImport() {
  const body = await bigDocument(TARGET_BYTES);
  const rows = JSON.parse(body).depenses.length;
  const times = [];
  let done = false;
  const started = performance.now();
  const imported = fetch(`${API}/api/data?mode=replace`, { method: 'POST', headers: WRITE_HEADERS, body })
    .then(async (res) => {
      const text = await res.text();
      if (!res.ok) throw new Error(`import de 10 Mo : ${res.status} ${text.slice(0, 200)}`);
      return performance.now() - started;
    })
    .finally(() => (done = true));
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    const res = await fetch(`${API}${READS[i % READS.length]}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`lecture pendant l'import : ${READS[i % READS.length]} → ${res.status}`);
    times.push(performance.now() - t0);
  }
  const importMs = await imported;
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times[times.length - 1]),
    importMs: Math.round(importMs),
    bytes: Buffer.byteLength(body),
    rows,
  };
}
