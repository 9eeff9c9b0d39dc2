/** localStorage's contract in memory, with a switch to refuse writes like a full quota. */
export class MemoryStorage implements Storage {
  readonly entries = new Map<string, string>()
  refuseWrites = false
  get length() {
    return this.entries.size
  }
  clear() {
    this.entries.clear()
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.entries.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.refuseWrites) throw new DOMException('full', 'QuotaExceededError')
    this.entries.set(key, value)
  }
}
