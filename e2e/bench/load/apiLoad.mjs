// Api latency under load, on loopback only, bounded in connections and in time: autocannon
// against one endpoint, every response time kept so that p50/p95/p99 are exact.
import autocannon from 'autocannon';
import { API } from '../config.mjs';

export const LOAD_ENDPOINTS = [
  { name: 'alldata', path: '/api/immeubles/alldata' },
  { name: 'recaployers', path: '/api/immeubles/recaployers' },
  { name: 'images', path: '/api/permis/contenuDossierImage/sport' },
  // Computed per request from every loan's schedule (no cache): the heaviest reads of the dashboard.
  { name: 'tdb', path: '/api/immeubles/tdb/' },
  { name: 'revenusfonciers', path: '/api/immeubles/revenusfonciers/2025' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** @returns {Promise<{ p50:number, p95:number, p99:number, rps:number, requests:number, errors:number, bytes:number }>} */
export function loadEndpoint(path, { connections = 8, seconds = 5 } = {}) {
  const url = new URL(path, API);
  if (url.hostname !== '127.0.0.1') throw new Error('le générateur de charge ne vise que 127.0.0.1');
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url: url.href, connections, duration: seconds, pipelining: 1 }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        rps: result.requests.total / seconds,
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
        bytes: Math.round(result.throughput.average),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
