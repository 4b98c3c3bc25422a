import { useSearchParams } from 'react-router';

/** The review a page shows: `?id=` (these routes have no id in the path); a malformed one is none. */
export function useReviewId(): string | undefined {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return /^[0-9a-f]{32}$/i.test(id) ? id : undefined;
}
