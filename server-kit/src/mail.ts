/**
 * Sending mail, as the api offers it to an area: the api reads the SMTP settings, opens the
 * transport and closes it with the app; an area only sends (the immo area's documents).
 */
export interface OutgoingMail {
  to: string;
  /** Shown as the sender's name (the owner). */
  fromName: string;
  subject: string;
  text: string;
  /** A document (none for the owner's weekly digest). */
  attachment?: { fileName: string; contentType: string; content: Buffer };
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
