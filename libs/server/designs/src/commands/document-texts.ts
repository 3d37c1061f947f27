// The JSON text of documents recently saved or read, by design and version: opening a design
// answers its document as this text, with no read of it from the database, no parse and no
// serialisation (for a design of hundreds of pages, most of what opening it cost the server).

/** How much text the server keeps, in characters (about bytes: a document is ASCII but for its texts). */
export const DOCUMENT_TEXTS_BUDGET = 48 * 2 ** 20;

/**
 * Documents as JSON by design id, only ever at one version each (the newest seen), least recently
 * used dropped first beyond `budget`. A text is only taken for the exact version it was kept for,
 * so a design saved since is read again.
 */
export class DocumentTexts {
  private readonly entries = new Map<string, { version: number; json: string }>();
  private size = 0;

  constructor(private readonly budget = DOCUMENT_TEXTS_BUDGET) {}

  /** Whether a text of design `id` is kept (at whatever version). */
  holds(id: string): boolean {
    return this.entries.has(id);
  }

  /** The text of design `id` at `version`, if kept. */
  get(id: string, version: number): string | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    // most recently used last
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.json;
  }

  /** Keeps the text of design `id` at `version` (an older version than the one kept is ignored). */
  put(id: string, version: number, json: string): void {
    const had = this.entries.get(id);
    if (had && had.version > version) return;
    if (had) this.drop(id);
    // one document never takes more than a quarter of the room
    if (json.length > this.budget / 4) return;
    this.entries.set(id, { version, json });
    this.size += json.length;
    for (const [key] of this.entries) {
      if (this.size <= this.budget) break;
      this.drop(key);
    }
  }

  /** Forgets design `id`. */
  drop(id: string): void {
    const had = this.entries.get(id);
    if (!had) return;
    this.entries.delete(id);
    this.size -= had.json.length;
  }

  /** The characters kept (for tests). */
  get kept(): number {
    return this.size;
  }
}
