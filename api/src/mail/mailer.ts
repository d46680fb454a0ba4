/**
 * E-mails a document through the SMTP server of SMTP_URL (nodemailer). The api keeps the
 * settings (config.ts) and the transport, closed with the app; an area is handed only `send`
 * (server-kit's Mailer, AreaHost.mail): the immo area's documents are what it sends.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from 'server-kit';
import { SMTP_TIMEOUT_MS, type MailConfig } from './mailConfig';

export interface SmtpMailer extends Mailer {
  close(): void;
}

export function createMailer(config: MailConfig): SmtpMailer | null {
  if (config.url === null) return null;
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: config.from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachment ? [{ filename: mail.attachment.fileName, content: mail.attachment.content, contentType: mail.attachment.contentType }] : [],
      });
    },
    close() {
      transport.close();
    },
  };
}
