const HOUR = 60 * 60 * 1000;

/** Time left to a deadline (by the server's clock, `now`): days and hours, hours, or minutes in the last hour. */
export function remaining(
  deadline: string,
  now: Date,
): { key: 'daysHours' | 'hours' | 'minutes'; days: number; hours: number; minutes: number } | null {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (ms <= 0) return null;
  const days = Math.floor(ms / (24 * HOUR));
  const hours = Math.floor((ms % (24 * HOUR)) / HOUR);
  const minutes = Math.max(1, Math.floor((ms % HOUR) / 60_000));
  return { key: days > 0 ? 'daysHours' : hours > 0 ? 'hours' : 'minutes', days, hours, minutes };
}
