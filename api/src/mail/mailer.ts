/** E-mails a document through the SMTP server of SMTP_URL (nodemailer). */
import nodemailer from 'nodemailer';
import { SMTP_TIMEOUT_MS, type MailConfig } from './mailConfig';

export interface OutgoingMail {
  to: string;
  /** Shown as the sender's name (the owner). */
  fromName: string;
  subject: string;
  text: string;
  attachment: { fileName: string; contentType: string; content: Buffer };
}

export interface DocumentMailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: MailConfig): DocumentMailer | null {
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
        attachments: [{ filename: mail.attachment.fileName, content: mail.attachment.content, contentType: mail.attachment.contentType }],
      });
    },
    close() {
      transport.close();
    },
  };
}
