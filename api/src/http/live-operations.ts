/** A live operation, as far as the protocol needs it: how to stop it when the client completes it or goes away. */
export interface Running {
  stop(): void;
}

/**
 * A socket's live operations by id (null while one starts). Kept as one flat array of id and operation pairs: a
 * socket holds one or two and at most fifty, and a `Map` would cost each of ten thousand idle sockets 190 bytes.
 */
export class LiveOperations {
  // Replaced rather than grown: a pushed-to array reserves room for sixteen more.
  private pairs: Array<string | Running | null> = [];

  get size(): number {
    return this.pairs.length / 2;
  }

  has(id: string): boolean {
    return this.indexOf(id) >= 0;
  }

  get(id: string): Running | null | undefined {
    const index = this.indexOf(id);
    return index >= 0 ? (this.pairs[index + 1] as Running | null) : undefined;
  }

  set(id: string, operation: Running | null): void {
    const index = this.indexOf(id);
    if (index >= 0) this.pairs[index + 1] = operation;
    else this.pairs = [...this.pairs, id, operation];
  }

  /** Whether it was live. */
  delete(id: string): boolean {
    const index = this.indexOf(id);
    if (index < 0) return false;
    this.pairs = [...this.pairs.slice(0, index), ...this.pairs.slice(index + 2)];
    return true;
  }

  /** Forgets every operation, returning those that had started. */
  clear(): Running[] {
    const started = this.pairs.filter((entry, index) => index % 2 === 1 && entry !== null) as Running[];
    this.pairs = [];
    return started;
  }

  private indexOf(id: string): number {
    for (let index = 0; index < this.pairs.length; index += 2) if (this.pairs[index] === id) return index;
    return -1;
  }
}
