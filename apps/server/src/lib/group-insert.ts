/**
 * Rows written together when they arrive together (a group commit): a row added while no write is under way is
 * written at once, alone; rows added while one is under way wait for it and then go in one statement, up to
 * `maxRows`. A quiet caller waits for nothing; under load each row costs a share of one statement and one commit
 * instead of its own (docs/performance.md, Signal intake).
 *
 * When a shared statement fails (one bad row fails them all), each of its rows is written again alone, so a row
 * fails only for its own fault.
 */
export class GroupInsert<Value, Row> {
  private waiting: { value: Value; resolve: (row: Row) => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    /** Writes the values in one statement and answers their rows in the same order. */
    private readonly insertMany: (values: Value[]) => Promise<Row[]>,
    private readonly maxRows = 100,
  ) {}

  add(value: Value): Promise<Row> {
    return new Promise<Row>((resolve, reject) => {
      this.waiting.push({ value, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Started after the requests already read in this turn of the event loop have added their rows: an
        // embedded database (PGlite) runs each statement on this thread, so nothing could join it otherwise.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxRows);
      try {
        const rows = await this.insertMany(group.map((entry) => entry.value));
        if (rows.length !== group.length)
          throw new Error(`Wrote ${group.length} rows, got ${rows.length} back`);
        for (const [index, entry] of group.entries()) entry.resolve(rows[index]!);
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else await this.oneByOne(group);
      }
    }
    this.writing = false;
  }

  private async oneByOne(group: typeof this.waiting): Promise<void> {
    for (const entry of group) {
      try {
        const [row] = await this.insertMany([entry.value]);
        entry.resolve(row!);
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
