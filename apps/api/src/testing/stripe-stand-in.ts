// A stand-in for the part of Stripe's API the orders context uses (Checkout Sessions and
// PaymentIntents), for tests: the official `stripe` package talks to it over HTTP exactly as it
// would to api.stripe.com. Tests pay sessions and finish 3-D Secure steps through its methods.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Obj = out;
    path.forEach((p, i) => {
      if (i === path.length - 1) at[p] = value;
      else at = (at[p] ??= {}) as Obj;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export class StripeStandIn {
  readonly sessions = new Map<string, Obj>();
  readonly intents = new Map<string, Obj>();
  readonly requests: { method: string; path: string; body: Obj; idempotencyKey?: string }[] = [];
  #server?: Server;
  url = '';

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = parseForm(raw);
        const path = (req.url ?? '').split('?')[0];
        this.requests.push({ method: req.method ?? '', path, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
        const send = (status: number, obj: unknown) => res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(obj));
        let m: RegExpExecArray | null;
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const s: Obj = {
            id: id('cs_test'), object: 'checkout.session', mode: body.mode, payment_status: 'unpaid', status: 'open', payment_intent: null,
            amount_total: Number(((body.line_items as Obj)['0'] as { price_data: { unit_amount: string } }).price_data.unit_amount),
            success_url: body.success_url, cancel_url: body.cancel_url, client_reference_id: body.client_reference_id, metadata: body.metadata ?? {},
          };
          s.url = `${this.url}/pay/${s.id}`;
          this.sessions.set(s.id as string, s);
          return send(200, s);
        }
        if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
          const s = this.sessions.get(m[1]);
          return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', message: `No such checkout session: '${m[1]}'` } });
        }
        if (req.method === 'POST' && path === '/v1/payment_intents') {
          const pi: Obj = {
            id: id('pi'), object: 'payment_intent', amount: Number(body.amount), currency: body.currency, metadata: body.metadata ?? {},
            status: body.payment_method === 'pm_card_threeDSecure2Required' ? 'requires_action' : body.payment_method === 'pm_card_chargeDeclined' ? 'requires_payment_method' : 'succeeded',
          };
          pi.client_secret = `${pi.id}_secret_${randomBytes(4).toString('hex')}`;
          this.intents.set(pi.id as string, pi);
          return send(200, pi);
        }
        if ((m = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path))) {
          const pi = this.intents.get(m[1]);
          return pi ? send(200, pi) : send(404, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${m[1]}'` } });
        }
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      });
    });
    await new Promise<void>((ok) => this.#server!.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  /** The customer pays a Checkout Session. */
  pay(sessionId: string): Obj {
    const s = this.sessions.get(sessionId)!;
    const pi = id('pi');
    Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: pi });
    return s;
  }

  /** The customer finishes a PaymentIntent's extra step (3-D Secure). */
  completeAction(intentId: string): void {
    Object.assign(this.intents.get(intentId)!, { status: 'succeeded' });
  }

  close(): Promise<void> {
    return new Promise((ok) => (this.#server ? this.#server.close(() => ok()) : ok()));
  }
}
