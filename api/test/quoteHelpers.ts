/**
 * A fake quote service (a local http server on an ephemeral port) answering
 * `GET /cours/{isin}` with the body the test sets for that ISIN, or failing as told.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeQuotes {
  /** QUOTES_URL: the ISIN is appended. */
  url: string;
  /** ISIN → body; an ISIN without one gets a 404. */
  bodies: Map<string, unknown>;
  /** ISINs asked, in order. */
  asked: string[];
  down: boolean;
  /** Answers only after 3 s (longer than the api waits). */
  slow: boolean;
  close(): Promise<void>;
}

export async function startQuotes(): Promise<FakeQuotes> {
  const fake = { bodies: new Map<string, unknown>(), asked: [] as string[], down: false, slow: false } as FakeQuotes;
  const server = http.createServer((req, res) => {
    const isin = decodeURIComponent((req.url ?? '').replace(/^\/cours\//, ''));
    fake.asked.push(isin);
    if (fake.down) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"erreur":"maintenance"}');
      return;
    }
    const body = fake.bodies.get(isin);
    if (fake.slow) {
      const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {})), 3000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cours`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
