import { describe, expect, it } from 'vitest';
import { REPLY, replyHandling, SPEC_PASS_THROUGH_CODES, SPEC_SILENT_CODES } from './reply-codes.ts';

describe('the reply-code table', () => {
  const rows = Object.values(REPLY);

  it('gives every code exactly one meaning', () => {
    const codes = rows.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of rows) expect(r.meaning.length).toBeGreaterThan(10);
  });

  it('hands the pass-through codes to the caller', () => {
    for (const code of SPEC_PASS_THROUGH_CODES) {
      expect(rows.find((r) => r.code === code)?.handling, code).toBe('passThrough');
    }
  });

  it('rejects the silent codes without a toast', () => {
    for (const code of SPEC_SILENT_CODES) {
      expect(rows.find((r) => r.code === code)?.handling, code).toBe('silent');
    }
  });

  it('treats 900001 as session expiry, success as pass and any unknown failure as a toast', () => {
    expect(replyHandling('900001', false)).toBe('sessionExpired');
    expect(replyHandling(REPLY.SUCCESS.code, true)).toBe('pass');
    expect(replyHandling('123456', false)).toBe('toast');
    expect(replyHandling('10009', false)).toBe('silent');
  });
});
