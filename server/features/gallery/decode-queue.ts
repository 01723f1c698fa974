/**
 * Who decodes next when images wait for the decode slot. First come, first served let one
 * member's batch of costly photos hold everyone else's back: twenty 160 MB decodes ahead of
 * one small photo is tens of seconds. So the slot goes round the members: the next turn is
 * the waiting member whose last turn was longest ago (a member with no turn yet in this busy
 * spell first), so another member waits behind at most one image per member already waiting.
 * Among a member's own images, and between members who have not had a turn, the cheapest
 * (estimated decode bytes) goes first.
 */
export interface DecodeTurn {
  /** Whose image it is: the uploader's member id. */
  member: string;
  /** Its estimated decode cost in bytes (the header's pixels × bytes per pixel). */
  cost: number;
}

interface Waiter {
  cost: number;
  /** Arrival order: ties of cost go first come, first served. */
  seq: number;
  start: () => void;
}

interface MemberState {
  waiting: Waiter[];
  running: number;
  /** The grant number of this member's last turn; -1 before their first. */
  lastTurn: number;
}

const cheapestFirst = (a: Waiter, b: Waiter) => a.cost - b.cost || a.seq - b.seq;

/** Whether member `a` (with an image waiting) has the next turn before `b`. */
const goesBefore = (a: MemberState, b: MemberState) =>
  (a.lastTurn - b.lastTurn || cheapestFirst(a.waiting[0]!, b.waiting[0]!)) < 0;

export class DecodeQueue {
  readonly #slots: number;
  #running = 0;
  #seq = 0;
  #grants = 0;
  /** Members with an image waiting or decoding; forgotten once they have none. */
  readonly #members = new Map<string, MemberState>();

  constructor(slots: number) {
    this.#slots = slots;
  }

  /** Images waiting for a slot (not counting those decoding). */
  get waiting() {
    let n = 0;
    for (const state of this.#members.values()) n += state.waiting.length;
    return n;
  }

  /** Runs `work` when this image's turn comes; resolves or rejects with it. */
  async run<T>(turn: DecodeTurn, work: () => Promise<T>): Promise<T> {
    const state = this.#stateOf(turn.member);
    if (this.#running >= this.#slots || this.waiting > 0) {
      await new Promise<void>((start) => {
        state.waiting.push({ cost: turn.cost, seq: this.#seq++, start });
        state.waiting.sort(cheapestFirst);
      });
    } else {
      this.#grant(state);
    }
    try {
      return await work();
    } finally {
      this.#running--;
      state.running--;
      if (state.running === 0 && state.waiting.length === 0) this.#members.delete(turn.member);
      this.#next();
    }
  }

  #stateOf(member: string) {
    let state = this.#members.get(member);
    if (!state) {
      state = { waiting: [], running: 0, lastTurn: -1 };
      this.#members.set(member, state);
    }
    return state;
  }

  #grant(state: MemberState) {
    this.#running++;
    state.running++;
    state.lastTurn = this.#grants++;
  }

  /** Starts the next image while a slot is free: see the order above. */
  #next() {
    while (this.#running < this.#slots) {
      let chosen: MemberState | undefined;
      for (const state of this.#members.values()) {
        if (state.waiting.length > 0 && (!chosen || goesBefore(state, chosen))) chosen = state;
      }
      const waiter = chosen?.waiting.shift();
      if (!chosen || !waiter) return;
      this.#grant(chosen);
      waiter.start();
    }
  }
}
