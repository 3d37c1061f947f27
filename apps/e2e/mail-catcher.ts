// A real SMTP server for the end-to-end run (the `smtp-server` package): the app sends its mail
// to it over SMTP like to any other server, and every message is appended to a file the specs
// read (apps/e2e/src/mail.ts).
import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher(file: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() })}\n`);
        done();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
