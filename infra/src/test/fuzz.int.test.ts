import fc from 'fast-check';
import type { App, RouteEntry } from '../../../services/server-kit/src';
import { SERVICE_NAMES, startAllServices, type RunningServices, type ServiceName } from './all-services';
import { basicAuth, TEST_INTERNAL_TOKEN } from './test-resources';

/**
 * Property-based fuzzing of every registered route of the four services, generated from each
 * route's own request schemas: the property names the schema declares get hostile values (wrong
 * types, huge and tiny numbers, NUL and lone surrogates, operator objects, oversized text), next
 * to unknown names, bad percent-escapes, bodies that are not JSON, wrong content types, oversized
 * and broken multipart bodies. Every answer must be a 4xx with `{message, code}` (or a success
 * when the input happened to be valid), never a 5xx and never a hang. Signed in as the admin (and
 * with the internal token) so the input reaches validation and handlers, not only the auth wall.
 *
 * The seed is fixed so CI runs the same requests each time; FUZZ_RUNS and FUZZ_SEED explore more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const HEADERS = { authorization: basicAuth(), 'x-internal-token': TEST_INTERNAL_TOKEN, 'x-requested-with': 'fuzz' };

jest.setTimeout(900_000);

interface Fuzzed {
  path: string;
  query: string;
  body?: { payload: string | Buffer; contentType: string };
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** Property names a schema declares, including those of its union members. */
function propertyNames(schema: unknown): string[] {
  const s = schema as Schema | undefined;
  if (!s) return [];
  return [...Object.keys(s.properties ?? {}), ...(s.anyOf ?? []).flatMap(propertyNames)];
}

const NASTY_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\u202e\u0645', '%00', '%', '%zz', '..', '../../etc/passwd', '/\\evil.example',
  'javascript:alert(1)', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{"$gt":""}', '$where', '__proto__', 'constructor',
  '1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x1F', '1.5', '-1', '99999999999999999999999', '9'.repeat(400), 'true', 'null', '[]',
  'x'.repeat(5_000), '字'.repeat(3_000), '\u0000'.repeat(100),
];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e308, -1e308, 5e-324, 0.1, -0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '(a+)+$' }, { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 600, maxLength: 700 }) },
);

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
const enc = (v: unknown) => (typeof v === 'string' ? Buffer.from(v, 'utf8').toString('hex').replace(/../g, '%$&') : encodeURIComponent(JSON.stringify(v) ?? ''));

function queryArb(route: RouteEntry): fc.Arbitrary<string> {
  const names = propertyNames(route.schema?.querystring);
  const name = fc.oneof(...(names.length ? [fc.constantFrom(...names)] : []), fc.constantFrom('x', '__proto__', 'page[$gt]', 'a%00', '%zz'));
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(name, value).map(([k, v]) => `${k.includes('%') ? k : encodeURIComponent(k)}=${enc(v)}`) },
    { weight: 1, arbitrary: fc.tuple(name, fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%00', '&&&', '=', '==x')).map(([k, raw]) => `${encodeURIComponent(k)}=${raw}`) },
    // The same name twice: the framework may hand the handler an array.
    { weight: 1, arbitrary: fc.tuple(name, scalar, scalar).map(([k, a, b]) => `${encodeURIComponent(k)}=${enc(a)}&${encodeURIComponent(k)}=${enc(b)}`) },
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&'));
}

function pathArb(route: RouteEntry): fc.Arbitrary<string> {
  const params = route.url.match(/:\w+|\*/g) ?? [];
  if (!params.length) return fc.constant(route.url);
  const segment = fc.oneof(
    fc.constantFrom('sample', 'nope', '1', '0', '-1', '1e309', 'a'.repeat(600), '..', '%2e%2e', '%00', '%zz', '%ED%A0%80', '$gt', '__proto__', 'games%2F..%2Fadmin'),
    scalar.map((v) => enc(typeof v === 'string' ? v : String(v)).slice(0, 3000) || 'x'),
  );
  return fc.array(segment, { minLength: params.length, maxLength: params.length }).map((values) => {
    let i = 0;
    return route.url.replace(/:\w+|\*/g, () => values[i++]!);
  });
}

function bodyArb(route: RouteEntry): fc.Arbitrary<Fuzzed['body']> {
  const names = propertyNames(route.schema?.body);
  const json = (v: unknown) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
  const field = fc.oneof(...(names.length ? [fc.constantFrom(...names)] : []), fc.constantFrom('x', '$set', '__proto__', 'constructor'));
  const object = fc.dictionary(field, value, { maxKeys: 6 });
  const boundary = 'fuzzboundary';
  return fc.oneof(
    { weight: 10, arbitrary: object.map(json) },
    // A valid-looking object with one field wrong: gets past the first check to the next.
    { weight: 3, arbitrary: fc.tuple(object, field, value).map(([o, k, v]) => json({ ...o, [k]: { nested: v } })) },
    { weight: 2, arbitrary: value.map(json) },
    { weight: 2, arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '"\\ud800"', '{"a":1}x', '\u0000', '{"__proto__":{"x":1}}', '{"a":' + '['.repeat(5000)).map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data').map((contentType) => ({ payload: 'a=1&b=2', contentType })) },
    { weight: 1, arbitrary: fc.constant({ payload: JSON.stringify({ x: 'y'.repeat(3 * 1024 * 1024) }), contentType: 'application/json' }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004broken\r\n--${boundary}--\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.csv"\r\n\r\nname,url\r\n\u0000,javascript:alert(1)\r\n--${boundary}--\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end`,
        `--other\r\n\r\n--other--`,
        '',
      ).map((payload) => ({ payload, contentType: `multipart/form-data; boundary=${boundary}` })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requestArb(route: RouteEntry): fc.Arbitrary<Fuzzed> {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc.record({ path: pathArb(route), query: queryArb(route), body: hasBody ? bodyArb(route) : fc.constant(undefined) });
}

async function send(app: App, route: RouteEntry, req: Fuzzed) {
  return app.inject({
    method: route.method as 'GET',
    url: req.query ? `${req.path}?${req.query}` : req.path,
    headers: { ...HEADERS, ...(req.body ? { 'content-type': req.body.contentType } : {}) },
    ...(req.body ? { payload: req.body.payload } : {}),
  });
}

describe('fuzzing every route from its schemas', () => {
  let services: RunningServices;
  const tally: string[] = [];

  beforeAll(async () => {
    // Limits high enough that the fuzzer's own volume never turns its requests into 429s only.
    services = await startAllServices({ AUTH_MAX_FAILURES: '1000000' });
  });
  afterAll(async () => {
    await services?.stop();
    // The figures for the closing note: requests per route.
    console.log(`fuzz: ${RUNS} requests per route, seed ${SEED}\n${tally.join('\n')}`);
  });

  it.each(SERVICE_NAMES)('%s: no input makes any route answer 5xx, hang, or fail without {message, code}', async (name: ServiceName) => {
    const app = services.apps.get(name)!;
    // Routes that stream pages or redirect answer HTML or nothing by design: status checked only.
    const jsonErrors = (route: RouteEntry) => !route.url.startsWith('/pages/');
    for (const route of app.routeTable) {
      if (route.url === '/healthz' || route.url === '/readyz') continue;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (req) => {
          sent++;
          const r = await send(app, route, req);
          const outcome = { route: `${route.method} ${route.url}`, status: r.statusCode };
          expect(outcome).toEqual({ ...outcome, status: expect.any(Number) });
          if (r.statusCode >= 500) throw new Error(`${outcome.route} answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
          if (r.statusCode >= 400 && jsonErrors(route)) {
            const body = r.json() as { message?: unknown; code?: unknown };
            if (typeof body.message !== 'string' || typeof body.code !== 'string') throw new Error(`${outcome.route} answered ${r.statusCode} without {message, code}: ${r.body.slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
      );
      tally.push(`  ${name} ${route.method} ${route.url}: ${sent}`);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    }
  });
});
