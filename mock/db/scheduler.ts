// Time-based changes (provisioning -> running, support answers, retries) run lazily: every request
// first runs the tasks that are due by now(). Nothing depends on real timers, so tests can move a
// fake clock instead of waiting.

interface Task {
  at: number;
  seq: number;
  run: () => void;
}

export class Scheduler {
  private tasks: Task[] = [];
  private seq = 0;

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
      next.run();
    }
  }

  clear(): void {
    this.tasks = [];
  }

  get pending(): number {
    return this.tasks.length;
  }
}
