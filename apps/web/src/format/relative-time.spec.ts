import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './relative-time.ts';
import { toDate } from './to-date.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

const en = (value: Parameters<typeof formatRelativeTime>[0]) => formatRelativeTime(value, { now, locale: 'en-US' });

describe('relative time', () => {
  it('under 30 s is "just now", in each language', () => {
    expect(en(now)).toBe('just now');
    expect(en(ago(29_999))).toBe('just now');
    expect(formatRelativeTime(ago(10 * S), { now, locale: 'th-TH' })).toBe('เมื่อสักครู่');
    expect(formatRelativeTime(ago(10 * S), { now, locale: 'zh-CN' })).toBe('刚刚');
  });

  it('from 30 s to under an hour in minutes', () => {
    expect(en(ago(30 * S))).toBe('1 minute ago');
    expect(en(ago(5 * M + 59 * S))).toBe('5 minutes ago');
    expect(en(ago(H - 1))).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(5 * M), { now, locale: 'th-TH' })).toBe('5 นาทีที่ผ่านมา');
  });

  it('from an hour to under a day in hours', () => {
    expect(en(ago(H))).toBe('1 hour ago');
    expect(en(ago(D - 1))).toBe('23 hours ago');
    expect(formatRelativeTime(ago(3 * H), { now, locale: 'zh-CN' })).toBe('3小时前');
  });

  it('from a day to under two days "yesterday"', () => {
    expect(en(ago(D))).toBe('yesterday');
    expect(en(ago(2 * D - 1))).toBe('yesterday');
    expect(formatRelativeTime(ago(D), { now, locale: 'th-TH' })).toBe('เมื่อวาน');
    expect(formatRelativeTime(ago(D), { now, locale: 'zh-CN' })).toBe('昨天');
  });

  it('two days and more as d/m/y', () => {
    const date = ago(2 * D);
    const expected = `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    expect(en(date)).toBe(expected);
    expect(en(new Date(2020, 0, 5, 10))).toBe('05/01/2020');
  });

  it('a time well in the future shows its date, a little skew is "just now"', () => {
    expect(en(new Date(now.getTime() + 10 * S))).toBe('just now');
    expect(en(new Date(2030, 11, 31, 8))).toBe('31/12/2030');
  });

  it('ten-digit timestamps are seconds, thirteen-digit ones milliseconds', () => {
    const seconds = Math.floor(ago(5 * M).getTime() / 1000);
    expect(en(seconds)).toBe('5 minutes ago');
    expect(en(String(seconds))).toBe('5 minutes ago');
    expect(en(ago(5 * M).getTime())).toBe('5 minutes ago');
    expect(toDate(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate('1700000000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('nothing, or nonsense, is empty', () => {
    expect(en(null)).toBe('');
    expect(en('')).toBe('');
    expect(en('not a date')).toBe('');
  });

  it('full date and time: ISO order, Thai d/m/y h:i', () => {
    const date = new Date(2026, 2, 9, 8, 5, 7);
    expect(formatDateTime(date, 'en-US')).toBe('2026-03-09 08:05:07');
    expect(formatDateTime(date, 'th-TH')).toBe('09/03/2026 08:05');
    expect(formatDateTime('2026-03-09 08:05:07', 'zh-CN')).toBe('2026-03-09 08:05:07');
  });
});
