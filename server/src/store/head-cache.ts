/**
 * What a process knows of the check_heads table, in memory both ways (under a thousand rows for a
 * set of rules): each backend's table reads and writes the database, and keeps what it met here.
 */
export class HeadCache {
  private readonly byText = new Map<string, number>();
  private readonly byId = new Map<number, string>();

  remember(id: number, text: string): void {
    this.byText.set(text, id);
    this.byId.set(id, text);
  }

  has(text: string): boolean {
    return this.byText.has(text);
  }

  /** The heads not yet known, each once: those to intern. */
  unknown(heads: readonly string[]): string[] {
    return [...new Set(heads.filter((h) => !this.byText.has(h)))];
  }

  /** The numbers of heads that are all known. */
  ids(heads: readonly string[]): number[] {
    return heads.map((h) => this.byText.get(h)!);
  }

  text(id: number): string | undefined {
    return this.byId.get(id);
  }
}
