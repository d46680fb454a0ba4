/**
 * A local SMTP server for the tests (api/test, and e2e through `api/smtp`): it accepts any
 * mail without authentication and keeps each as read, its subject and text decoded, so a test
 * checks what a tenant would receive.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  subject: string;
  /** The text part, quoted-printable decoded. */
  text: string;
  /** The message as sent (headers and MIME parts). */
  raw: string;
}

/** A quoted-printable body (soft line breaks, =XX bytes of UTF-8) as read. */
export const unquoted = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/** A Subject header as written (folded, in RFC 2047 encoded words of UTF-8), as read. */
export function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?') // white space between two encoded words is not text
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
      Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

/** A local SMTP server that keeps what it receives; while `refuses()` says so, it refuses each message (a full mailbox). */
export function smtpServer(received: Received[], refuses: () => boolean = () => false) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuses()) return callback(new Error('boîte pleine'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(raw),
          text: (/quoted-printable/i.test(raw) ? unquoted(body) : body).replace(/\r\n/g, '\n'),
          raw,
        });
        callback();
      });
    },
  });
}

export const listen = (server: SMTPServer, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
export const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A server listening on a port the system picks, what it receives kept in `received`. */
export async function startSmtpServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = smtpServer(received);
  const port = await listen(server);
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => stop(server) };
}
