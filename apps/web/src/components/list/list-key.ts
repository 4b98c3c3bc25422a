/**
 * The cache key of a list's pages: `listKey('products')` covers every page, filter and tab of
 * that list, so after a change a screen refreshes it with `invalidateQueries({ queryKey })`.
 */
export function listKey(name: string): readonly unknown[] {
  return ['list', name];
}
