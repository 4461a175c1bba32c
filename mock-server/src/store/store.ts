import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { withDefaults, type State } from './state';

/**
 * Holds the state. `mutate` runs a change on a copy and swaps it in only when the change returns,
 * so a change that throws half-way leaves nothing behind: every movement is all or nothing.
 */
export class Store {
  #state: State;
  #onChange: ((state: State) => void) | null;
  #effects: (() => void)[] | null = null;

  constructor(state: State, onChange: ((state: State) => void) | null = null) {
    this.#state = state;
    this.#onChange = onChange;
  }

  get state(): Readonly<State> {
    return this.#state;
  }

  mutate<T>(change: (draft: State) => T): T {
    const outer = this.#effects;
    const effects: (() => void)[] = [];
    this.#effects = effects;
    let result: T;
    try {
      const draft = structuredClone(this.#state);
      result = change(draft);
      this.#state = draft;
    } finally {
      this.#effects = outer;
    }
    this.#onChange?.(this.#state);
    for (const effect of effects) effect();
    return result;
  }

  /**
   * Runs `effect` once the running `mutate` has committed, and never if it throws: a push to a socket
   * must not announce a change that was rolled back. Outside a mutation it runs at once.
   */
  afterCommit(effect: () => void): void {
    if (this.#effects) this.#effects.push(effect);
    else effect();
  }

  /**
   * Sets one value in place, without the copy `mutate` makes. For a single assignment that cannot fail
   * half-way, such as the price tick; `persist: false` keeps it out of the state file too.
   */
  set<K extends keyof State>(key: K, value: State[K], { persist = true } = {}): void {
    this.#state[key] = value;
    if (persist) this.#onChange?.(this.#state);
  }

  replace(state: State): void {
    this.#state = state;
    this.#onChange?.(state);
  }
}

/** Writes the state to `file` atomically (temporary file, then rename), coalescing bursts of changes. */
export function fileWriter(file: string): { write: (state: State) => void; flush: () => void } {
  let pending: State | null = null;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const snapshot = pending;
    pending = null;
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, file);
  };
  return {
    write(state) {
      pending = state;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

export function readStateFile(file: string): State | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as State;
    return parsed.version === 1 ? withDefaults(parsed) : null;
  } catch {
    return null;
  }
}
