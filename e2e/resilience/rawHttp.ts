/** A GET whose path goes on the wire exactly as written (no URL normalisation of `..`). */
import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}
