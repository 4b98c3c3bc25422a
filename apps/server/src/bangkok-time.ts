// Bangkok wall time, the time the merchant reads: Thailand keeps UTC+7 all year (no daylight
// saving), so Bangkok time is UTC plus seven hours. In SQL the same is `at time zone 'Asia/Bangkok'`.

export const BANGKOK_OFFSET_MS = 7 * 3600_000;

/** A Date whose UTC fields read Bangkok wall time (for weekdays and calendar-day arithmetic). */
export const bangkokWall = (at: Date) => new Date(at.getTime() + BANGKOK_OFFSET_MS);

/** The Bangkok calendar day of `at`, year-month-day. */
export const bangkokDay = (at: Date) => bangkokWall(at).toISOString().slice(0, 10);

/** The instant a Bangkok calendar day ('2026-01-15') starts. */
export const bangkokDayStart = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() - BANGKOK_OFFSET_MS);

/** 'YYYY-MM-DD HH:MM', a time as reply texts show it. */
export const bangkokMinute = (at: Date) => bangkokWall(at).toISOString().slice(0, 16).replace('T', ' ');

/** 'YYYY-MM-DD HH:MM:SS', a time as export sheets show it. */
export const bangkokSecond = (at: Date) => bangkokWall(at).toISOString().slice(0, 19).replace('T', ' ');

/** '20260115_103000', a time in a file name. */
export function bangkokStamp(at: Date): string {
  const iso = bangkokWall(at).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
}

/** The instants the Bangkok calendar month of `at` starts and the next one starts. */
export function bangkokMonthBounds(at: Date): { start: Date; next: Date } {
  const wall = bangkokWall(at);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - BANGKOK_OFFSET_MS),
    next: new Date(Date.UTC(y, m + 1, 1) - BANGKOK_OFFSET_MS),
  };
}
