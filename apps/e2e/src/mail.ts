import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The plain text of a MIME message (quoted-printable or base64 decoded). */
function bodyOf(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  if (encoding === 'quoted-printable') body = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { subject: decodeHeader(subject), text: body };
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

/** Every mail the run's SMTP server received so far. */
export function caughtMails(): CaughtMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => {
    const { to, raw } = JSON.parse(line) as { to: string[]; raw: string };
    return { to, ...bodyOf(raw) };
  });
}

/** Waits for a mail to this address whose subject matches. */
export async function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect.poll(() => (found = caughtMails().find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject))), { timeout: 15_000 }).toBeTruthy();
  return found!;
}
