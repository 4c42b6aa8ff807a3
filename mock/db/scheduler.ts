// Time-based changes (provisioning -> running, support answers, retries) run lazily: every request
// first runs the tasks that are due by now(). Nothing depends on real timers, so tests can move a
// fake clock instead of waiting. While a task runs, the context's clock reads the task's own time
// (`current`), so what it records (a delivery, a debit, an auto-disable) is stamped when it was due,
// however late the next request comes (a demo clock jumped a day ahead).

interface Task {
  at: number;
  seq: number;
  run: () => void;
}

export class Scheduler {
  private tasks: Task[] = [];
  private seq = 0;
  /** The due time of the task running now, or null. */
  current: number | null = null;

  at(time: number, run: () => void): void {
    this.tasks.push({ at: time, seq: this.seq++, run });
  }

  runDue(now: number): void {
    for (;;) {
      let next: Task | undefined;
      for (const t of this.tasks) {
        if (t.at <= now && (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq)))
          next = t;
      }
      if (!next) return;
      this.tasks.splice(this.tasks.indexOf(next), 1);
      this.current = next.at;
      try {
        next.run();
      } finally {
        this.current = null;
      }
    }
  }

  clear(): void {
    this.tasks = [];
  }

  /** When the earliest task falls due, or null with none waiting: what a clock that wakes for it needs. */
  get nextDue(): number | null {
    let next: number | null = null;
    for (const t of this.tasks) if (next === null || t.at < next) next = t.at;
    return next;
  }

  get pending(): number {
    return this.tasks.length;
  }
}
