import type { Db } from './client.ts';

/**
 * A hot statement built once per database rather than per call: `build` makes a drizzle
 * query with `sql.placeholder`s and `.prepare('name')`; each connection then parses it once
 * and later calls send only its values.
 */
export function preparedOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
