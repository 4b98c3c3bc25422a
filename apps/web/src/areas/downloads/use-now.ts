import { useEffect, useState } from 'react';
import { serverNow } from '../../api/server-time.ts';

/** The server's time, renewed every `everyMs` (countdowns). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
