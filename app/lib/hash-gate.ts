// A small gate for expensive work: at most `running` at once, at most `waiting` in line, and
// anything beyond that is refused at once instead of piling up. Pure: no I/O, no timers.

export class GateFullError extends Error {
  constructor() {
    super("too many expensive operations at once");
  }
}

export class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Runs `work` when a place is free; throws GateFullError when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new GateFullError();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The place passes straight to the next in line, so `active` stays counted.
      if (next) next();
      else this.active -= 1;
    }
  }

  get load() {
    return { active: this.active, waiting: this.queue.length };
  }
}
