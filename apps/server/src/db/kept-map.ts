// What a process keeps of its hot statements and counts (db/prepared.ts BuiltOnce, the product
// list's built statements, its kept search counts): a map of at most `limit` entries, the one used
// longest ago going first when a new one would pass it.

export class KeptMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(readonly limit: number) {}

  /** The value kept for `key`, now the most recently used; undefined when none is kept. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, dropping the oldest past `limit`. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
