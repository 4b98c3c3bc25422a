import dayjs from 'dayjs';

/**
 * A time from the server as a Date: ten-digit numbers (or digit strings) are seconds,
 * thirteen-digit ones milliseconds; texts are ISO or "YYYY-MM-DD HH:mm:ss".
 */
export function toDate(value: number | string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    if (!Number.isFinite(n)) return null;
    return new Date(Math.abs(Math.trunc(n)) < 1e10 ? n * 1000 : n);
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : null;
}
