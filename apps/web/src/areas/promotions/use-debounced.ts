import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (compared by its JSON text): what a preview prices. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value's text is the trigger.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
