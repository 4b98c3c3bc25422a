import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number | undefined) =>
  endsAt ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0;

/** Whole seconds left until `endsAt` (a Date.now() time), ticking down; 0 when past or unset. */
export function useCountdown(endsAt: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    setSeconds(secondsUntil(endsAt));
    if (!endsAt) return;
    // A short tick keeps the display within a quarter second of the real end.
    const timer = setInterval(() => {
      const next = secondsUntil(endsAt);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
}
