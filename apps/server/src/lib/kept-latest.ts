/**
 * What a process keeps of answers it could read again: at most `limit` entries, the one set longest
 * ago forgotten first (a Map keeps insertion order, so its first key is the oldest).
 */
export class KeptLatest<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly limit: number) {}

  get(key: Key): Value | undefined {
    return this.entries.get(key);
  }

  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as Key);
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }
}
