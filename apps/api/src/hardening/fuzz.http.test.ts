import { DataSource } from 'typeorm';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { BROKEN_VALUES, fieldPaths, jsonSchemaOf, REMOVE, seeded, validBody, withField, type Hints } from './testing/body-generator.js';
import { registeredRoutes } from './testing/routes.js';

/**
 * Fuzz over every call the app registers, generated from the contract schemas (seeded, so every
 * run sends the same requests): a valid body, then each field broken in turn (wrong type, missing,
 * NUL, lone surrogate, 1e309, -0, 100k characters, 1,000-deep nesting, array for object...), extra
 * fields, bodies that are not objects, and an oversized body. No answer may be a 5xx, every 400
 * names its field, and a refused call changes nothing (events, designs, documents).
 */
const SEED = 20261124;
const MIN_REQUESTS = 3000;
/** Calls that end the caller's session are sent without it, so the fuzzing user stays signed in. */
const WITHOUT_SESSION = new Set(['auth/logout', 'user/logout', 'auth/refresh']);
/** A 400 that is not about one field: the body is not JSON, or a spec text that names its subject in words. */
const PLAIN_400 = [/^The request body is not valid JSON\.$/, /^Dimensions must be/, /^Invalid (width|height)$/, /^The design could not be saved: /, /^The image address must be/, /^That image address/, /^This password reset link is invalid/, /^Choose a png, jpg or jpeg file to upload\.$/,
  // orders: the refusal names the value it refuses
  /^'[^']*' is not a premium resource/, /^The coupon '[^']*' (does not exist|has expired)/, /^You have already (bought|used)/, /^Coupons apply to card payments/];

interface Finding {
  route: string;
  label: string;
  status: number;
  error?: string;
}

describe.each(testDatabaseKinds())('fuzz over every call on %s', (kind) => {
  let app: TestApp;
  let cookie = '';
  let hints: Hints;
  beforeAll(async () => {
    app = await startTestApp(kind);
    await app.call('auth/register', { email: 'fuzz-owner@example.com', name: 'Fuzz', password: 'correct horse battery' });
    cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const design = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    hints = {
      id: () => design._id,
      ids: () => [design._id],
      design_id: () => design._id,
      saved_design_id: () => design._id,
      model_id: () => design._id,
      version: () => 1,
      design_file: () => design.design_file,
      html_data: () => design.design_file,
      email: () => 'fuzz-owner@example.com',
      password: () => 'correct horse battery',
      thumbnail_data: () => 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    };
  }, 120_000);
  afterAll(() => app?.close());

  /** What a refused call must leave untouched. */
  const snapshot = async (): Promise<string> => {
    const [row] = await app.app.get(DataSource).query(`SELECT
      (SELECT count(*) FROM events WHERE stream_id NOT LIKE 'render-%' AND NOT (metadata ? 'causationId'))::text AS events,
      (SELECT md5(coalesce(string_agg(id || ':' || version, ',' ORDER BY id), '')) FROM saved_design_documents) AS documents,
      (SELECT md5(coalesce(string_agg(id || ':' || name || ':' || coalesce(thumbnail, '') || ':' || deleted::text || ':' || owner, ',' ORDER BY id), '')) FROM saved_designs) AS designs`);
    return `${row.events}|${row.documents}|${row.designs}`;
  };

  const send = async (method: string, path: string, text: string | undefined, withSession: boolean) => {
    const headers: Record<string, string> = {};
    if (text !== undefined) headers['content-type'] = 'application/json';
    if (withSession) headers.cookie = cookie;
    const res = await fetch(`${app.baseUrl}/api/${path}`, { method, headers, body: text });
    const body = await res.text();
    let error: string | undefined;
    try {
      error = JSON.parse(body).error;
    } catch {
      /* not JSON (an image, a redirect page) */
    }
    return { status: res.status, error };
  };

  it(`answers ${MIN_REQUESTS}+ broken requests without a server error; every 400 names its field; refusals change nothing`, async () => {
    // setup
    const rng = seeded(SEED);
    const routes = registeredRoutes(app.app);
    const findings: Finding[] = [];
    let requests = 0;
    const check = async (method: string, path: string, label: string, text: string | undefined, field?: string) => {
      const withSession = !WITHOUT_SESSION.has(path);
      const before = await snapshot();
      const r = await send(method, path, text, withSession);
      requests++;
      const route = `${method} ${path}`;
      if (r.status >= 500) findings.push({ route, label, status: r.status, error: r.error });
      if (r.status === 400 && !(/^Invalid value for '[^']+'/.test(r.error ?? '') || PLAIN_400.some((p) => p.test(r.error ?? '')))) {
        findings.push({ route, label: `${label}: 400 names no field`, status: r.status, error: r.error });
      }
      if (r.status === 400 && field && /^Invalid value for '/.test(r.error ?? '') && !r.error!.includes(`'`)) findings.push({ route, label, status: 400, error: r.error });
      if (r.status >= 400 && r.status < 500 && (await snapshot()) !== before) findings.push({ route, label: `${label}: refused but changed state`, status: r.status, error: r.error });
    };
    // action
    for (let round = 0; requests < MIN_REQUESTS && round < 20; round++) {
      for (const route of routes) {
        if (route.method === 'POST' && route.schema) {
          const schema = jsonSchemaOf(route.schema);
          const body = validBody(schema, rng, hints) as Record<string, never>;
          await check('POST', route.path, 'valid body', JSON.stringify(body));
          const paths = fieldPaths(body).slice(0, 12);
          for (const path of paths) {
            for (const broken of BROKEN_VALUES) {
              const changed = withField(body, path, broken.value);
              let text = JSON.stringify(changed);
              if (broken.raw && broken.value !== REMOVE) {
                // splice the raw JSON number in place of the placeholder 0 at that field
                const marker = '"__raw_marker__"';
                text = JSON.stringify(withField(body, path, '__raw_marker__')).replace(marker, broken.raw);
              }
              await check('POST', route.path, `${path.join('.')} ${broken.label}`, text, path.join('.'));
            }
          }
          await check('POST', route.path, 'extra field', JSON.stringify({ ...body, unexpected_field: 'x' }));
          for (const odd of ['[]', '"text"', '42', 'null', '{"a":', '{}']) await check('POST', route.path, `body ${odd}`, odd);
        } else if (route.method === 'POST') {
          await check('POST', route.path, 'no schema: empty body', '{}');
          await check('POST', route.path, 'no schema: NUL', JSON.stringify({ id: 'a\u0000b' }));
        } else if (route.method === 'GET') {
          const base = route.path.replace(/:[a-z]+|\*[a-z]+/g, 'x');
          for (const q of ['', '?src=%00', '?src=%ED%A0%80', `?src=${'a'.repeat(10_000)}`, '?src=http%3A%2F%2F%5B%3A%3Affff%3A127.0.0.1%5D%2Fx.png', '?x[y]=1']) {
            await check('GET', `${base}${q}`, `query ${q.slice(0, 30)}`, undefined);
          }
          if (base.includes('x')) await check('GET', base.replace('x', '%00'), 'NUL in path', undefined);
        }
      }
    }
    // oversized bodies
    for (const route of routes.filter((r) => r.method === 'POST').slice(0, 5)) {
      const r = await send('POST', route.path, JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }), true);
      requests++;
      if (r.status !== 413) findings.push({ route: route.path, label: 'oversized body', status: r.status, error: r.error });
    }
    // check
    const summary = [...new Map(findings.map((f) => [`${f.route} ${f.status} ${f.error}`, f])).values()];
    console.log(`fuzz on ${kind}: ${requests} requests over ${routes.length} routes; ${findings.length} findings`);
    expect(summary.slice(0, 30)).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 600_000);
});
