import { OPERATOR_COOKIE } from '@sc/contract/calls/marketplace.ts';
import { storeConfigInquiry as storeConfig } from '@sc/contract/calls/settings.ts';
import { catalogue } from '@sc/contract/catalogue.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { HOME_FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../src/registry.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';

// Runs for every catalogue entry, present and future, with no per-call code: a new call is
// covered the day it is added to the catalogue. The entries are dealt into CATALOGUE_PARTS spec
// files (catalogue-1.spec.ts, ...), each with a server and a database of its own, so that the
// server suite's two workers share what would be the run's longest file; the first part also
// checks the catalogue as a whole.

/** How many spec files the catalogue's entries are dealt into, one catalogue-N.spec.ts each. */
export const CATALOGUE_PARTS = 2;

/** Declares the checks of every catalogue entry at a position ≡ part − 1 (mod CATALOGUE_PARTS). */
export function checkCatalogue(part: number): void {
  const mine = catalogue.filter((_, i) => i % CATALOGUE_PARTS === part - 1);

  let s: TestServer;
  let demoShopId: string;
  let operatorCookie: string;
  beforeAll(async () => {
    s = await startTestServer();
    operatorCookie = (await s.operatorLogin()).cookie;
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    demoShopId = String(owner.data.shopId);
    // A sub-account holding no function code but home.
    await s.addMember({ shopId: demoShopId, loginAcct: 'bare-operator' });
  });
  afterAll(() => s.close());

  let fuzzCookie: string | undefined;

  if (part === 1) {
    it('every catalogue entry has one handler, and every handler one entry', () => {
      const paths = catalogue.map((c) => c.path);
      expect(new Set(paths).size).toBe(paths.length);
      const handled = registrations.map((r) => r.call.path);
      expect(new Set(handled).size).toBe(handled.length);
      expect([...paths].sort()).toEqual([...handled].sort());
    });

    it('an entry that names object ids carries an example to substitute them into', () => {
      const missing = catalogue.filter((c) => Object.keys(c.ids).length > 0 && !c.example).map((c) => c.path);
      expect(missing).toEqual([]);
    });

    it('covers session calls of every kind', () => {
      expect(catalogue.some((c) => c.auth === 'session')).toBe(true);
      expect(catalogue.some((c) => c.auth === 'operator')).toBe(true);
    });
  }

  describe.each(mine.map((c) => [c.path, c] as const))('%s', (_path, call: Call) => {
    it('answers POST in the envelope with a Date header', async () => {
      const r = await s.call(call, {});
      expect(r.status).toBe(200);
      expect(r.headers.date).toBeTruthy();
      expectEnvelope(r.body);
    });

    if (call.auth === 'session') {
      it('gives 900001 without a session and with an unknown token', async () => {
        const none = await s.call(call, call.example ?? {});
        expect(none.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
        const forged = await s.call(call, call.example ?? {}, { cookie: 'sc_sid=forged-token-that-was-never-issued' });
        expect(forged.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
        // A platform operator is never a merchant: its cookie opens no merchant call.
        const operator = await s.call(call, call.example ?? {}, { cookie: operatorCookie });
        expect(operator.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
      });
    }

    if (call.auth === 'operator') {
      it('gives 900001 without an operator session, with an unknown one and with a merchant session', async () => {
        const none = await s.call(call, call.example ?? {});
        expect(none.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
        const forged = await s.call(call, call.example ?? {}, {
          cookie: `${OPERATOR_COOKIE}=forged-token-never-issued`,
        });
        expect(forged.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
        const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
        const merchant = await s.call(call, call.example ?? {}, { cookie });
        expect(merchant.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
        // Not even a merchant's token carried under the operator cookie's name.
        const moved = await s.call(call, call.example ?? {}, {
          cookie: cookie.replace(/^[^=]+=/, `${OPERATOR_COOKIE}=`),
        });
        expect(moved.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
      });
    }

    it('never answers fuzzed payloads with a 500 or without a reply text', async () => {
      const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
      const keys = [...Object.keys(call.request.shape), 'page', 'unknownField'];
      const payload = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
      await fc.assert(
        fc.asyncProperty(payload, async (p) => {
          const r = await s.call(call, p as Record<string, unknown>, {
            cookie: call.auth === 'public' ? undefined : call.auth === 'operator' ? operatorCookie : cookie,
          });
          expect(r.status).toBe(200);
          expectEnvelope(r.body);
          expect(r.status_.replyCode).not.toBe(REPLY.SYSTEM_ERROR.code);
        }),
        { numRuns: 25 },
      );
    });

    it('refuses NUL, lone surrogates and deep nesting by field, and survives wrong types, long texts and __proto__ keys', async () => {
      // One owner session for the whole pass, made again when a call ended it (logout, store switch).
      if (
        !fuzzCookie ||
        (await s.call(storeConfig, {}, { cookie: fuzzCookie })).status_.replyCode === REPLY.SESSION_EXPIRED.code
      )
        fuzzCookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
      const as = {
        cookie: call.auth === 'public' ? undefined : call.auth === 'operator' ? operatorCookie : fuzzCookie,
      };
      const keys = [...Object.keys(call.request.shape), 'unknownField'];
      const example: Record<string, unknown> = { ...call.example };
      // Every text of the example, and every field the example leaves out, set to `text`.
      const withText = (text: string) => {
        const payload = mapStrings(example, () => text);
        for (const key of keys) if (!(key in payload)) payload[key] = text;
        return payload;
      };
      const nul = await s.call(call, withText('a\u0000b'), as);
      expect(nul.status_.replyCode, JSON.stringify(nul.body)).toBe(REPLY.VALIDATION_FAILED.code);
      expect(nul.status_.fieldErrors?.[0]?.message).toMatch(/NUL/);
      expect(nul.status_.fieldErrors?.[0]?.field).not.toBe('(payload)');
      const surrogate = await s.call(call, withText('half \uD83D'), as);
      expect(surrogate.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(surrogate.status_.fieldErrors?.[0]?.message).toMatch(/broken character/);
      const deepField = { name: keys[0] as string, json: `${'['.repeat(5000)}1${']'.repeat(5000)}` };
      const { [deepField.name]: _replaced, ...rest } = example;
      const deep = await s.call(call, rest, { ...as, rawField: deepField });
      expect(deep.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(deep.status_.fieldErrors?.[0]?.message).toMatch(/nested deeper/);

      const survivors = [
        withText('x'.repeat(10_000)),
        wrongTypes(example, keys),
        Object.fromEntries(keys.map((k) => [k, -1])),
        {
          ...JSON.parse('{"__proto__":{"isAdmin":true,"shopId":"x"},"constructor":{"prototype":{"isAdmin":true}}}'),
          ...example,
          [keys[0] as string]: JSON.parse('{"__proto__":{"polluted":true}}'),
        },
      ];
      for (const payload of survivors) {
        const r = await s.call(call, payload, as);
        expect(r.status).toBe(200);
        expectEnvelope(r.body);
        expect(r.status_.replyCode, JSON.stringify(r.body).slice(0, 300)).not.toBe(REPLY.SYSTEM_ERROR.code);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    if (call.auth === 'session' && (call.func !== HOME_FUNC || call.mainAccountOnly)) {
      it('refuses a sub-account that lacks the permission', async () => {
        const { cookie } = await s.login('bare-operator');
        const r = await s.call(call, call.example ?? {}, { cookie });
        expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
      });
    }

    if (Object.keys(call.ids).length > 0) {
      it('does not find the objects of another shop', async () => {
        const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
        const payload: Record<string, unknown> = { ...call.example };
        for (const [field, kind] of Object.entries(call.ids)) {
          const foreign = await s.foreignId(kind);
          const [list, inner] = field.split('[].');
          if (list && inner) {
            const entries = (payload[list] as Record<string, unknown>[] | undefined) ?? [{}];
            payload[list] = entries.map((entry) => ({ ...entry, [inner]: foreign }));
          } else payload[field] = Array.isArray(payload[field]) ? [foreign] : foreign;
        }
        const r = await s.call(call, payload, { cookie });
        expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
      });
    }
  });
}

function expectEnvelope(body: unknown) {
  const status = (body as { data?: { transactionStatus?: Record<string, unknown> } }).data?.transactionStatus;
  expect(status, JSON.stringify(body)).toBeDefined();
  expect(typeof status?.success).toBe('boolean');
  expect(typeof status?.replyCode).toBe('string');
  expect(String(status?.replyText ?? '').length).toBeGreaterThan(0);
}

function mapStrings(value: Record<string, unknown>, to: (s: string) => string): Record<string, unknown> {
  const map = (v: unknown): unknown =>
    typeof v === 'string'
      ? to(v)
      : Array.isArray(v)
        ? v.map(map)
        : typeof v === 'object' && v !== null
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, map(x)]))
          : v;
  return map(value) as Record<string, unknown>;
}

// Each field given a value of another type than the example's (a list where a text goes, …).
function wrongTypes(example: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const wrong = (v: unknown): unknown =>
    typeof v === 'string'
      ? 1.5e300
      : typeof v === 'number'
        ? '1e400'
        : typeof v === 'boolean'
          ? 'true'
          : Array.isArray(v)
            ? { 0: 'x' }
            : typeof v === 'object' && v !== null
              ? [v]
              : [null];
  return Object.fromEntries(keys.map((k) => [k, wrong(example[k])]));
}
