import {
  classesOf,
  isRead,
  PRIORITY_HEADER,
  routeClassOf,
  type Priority,
  type RateClass,
  type RouteClass,
} from './classes';

/** A request waiting for budget, or in flight, with the caller's promise. */
export interface Pending {
  request: Request;
  priority: Priority;
  route: RouteClass | null;
  classes: RateClass[];
  read: boolean;
  /** When it was last sent (our clock), to match the service's count in its answer. */
  sentAt: number;
  /** How often a 429 sent it back to the queue. */
  resends: number;
  /** The governor's session (see clear) when it was last sent; none before. */
  session?: AbortController;
  resolve: (response: Response) => void;
  reject: (reason: unknown) => void;
  /** Stops listening to the request's abort signal. */
  detach: () => void;
}

/** Reads (and strips) the priority mark and classifies the request. */
export function toPending(
  request: Request,
  resolve: Pending['resolve'],
  reject: Pending['reject'],
): Pending {
  const background = request.headers.get(PRIORITY_HEADER)?.toLowerCase() === 'background';
  request.headers.delete(PRIORITY_HEADER);
  const route = routeClassOf(request.method, request.url);
  return {
    request,
    priority: background ? 'background' : 'user',
    route,
    classes: classesOf(route),
    read: isRead(request.method),
    sentAt: 0,
    resends: 0,
    resolve,
    reject,
    detach: () => undefined,
  };
}

/** Two FIFO queues; user requests are always looked at before background ones. */
export class PendingQueue {
  private readonly queues: Record<Priority, Pending[]> = { user: [], background: [] };

  push(entry: Pending): void {
    this.queues[entry.priority].push(entry);
  }

  /** A read sent back by a 429 was asked for before the others: it goes first again. */
  pushFront(entry: Pending): void {
    this.queues[entry.priority].unshift(entry);
  }

  remove(entry: Pending): boolean {
    const queue = this.queues[entry.priority];
    const index = queue.indexOf(entry);
    if (index >= 0) queue.splice(index, 1);
    return index >= 0;
  }

  /** A copy in service order, safe to iterate while removing. */
  inOrder(): Pending[] {
    return [...this.queues.user, ...this.queues.background];
  }

  /** The first waiting request a person asked for, if any. */
  firstUser(): Pending | undefined {
    return this.queues.user[0];
  }

  /** Reads a person asked for that are waiting: what "Try now" would send. */
  heldUserReads(): number {
    return this.queues.user.filter((entry) => entry.read).length;
  }

  get size(): number {
    return this.queues.user.length + this.queues.background.length;
  }
}
