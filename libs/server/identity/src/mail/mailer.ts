import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the log may say about the content (no secrets). */
  summary: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** Hides most of an address for the log: a***@example.com. */
export const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

/** The embedded default: mail lands in the `outbox` table, and the log says so without the secret. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly dataSource: DataSource, private readonly logger: Logger) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.dataSource.query(`INSERT INTO outbox (recipient, subject, body) VALUES ($1, $2, $3)`, [mail.to, mail.subject, mail.text]);
    this.logger.info({ to: maskEmail(mail.to), subject: mail.subject, summary: mail.summary }, 'mail written to the outbox table');
  }
}

/** SMTP_URL is set: mail goes out through that server. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;
  constructor(url: string, private readonly from: string, private readonly logger: Logger) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    this.logger.info({ to: maskEmail(mail.to), subject: mail.subject, summary: mail.summary }, 'mail sent over SMTP');
  }
}
