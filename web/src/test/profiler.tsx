import { memo, Profiler, type ComponentType, type ProfilerOnRenderCallback, type ReactNode } from 'react';

/**
 * Tests: which parts of a screen a change re-renders, through React's <Profiler>. Ids are paths ('shell/header',
 * 'shell/header/prices'), so "nothing re-rendered beyond the price widgets" is: every id that committed an update is a
 * price widget or holds one.
 */
type Commit = { id: string; phase: 'mount' | 'update' | 'nested-update' };

const commits: Commit[] = [];
/** How often each profiled component's own function ran (StrictMode runs it twice a render). */
const ownRenders = new Map<string, number>();

const listeners = new Set<{ id: string; listener: () => void }>();

const log: ProfilerOnRenderCallback = (id, phase) => {
  commits.push({ id, phase });
  for (const entry of listeners) if (entry.id === id) entry.listener();
};

/**
 * Calls `listener` at each commit of the <Profiler> `id`, with the page as that commit left it: what the browser can
 * paint between one render and the next (an urgent render, then the transition or deferred value after it). Answers
 * a stop.
 */
export function onCommit(id: string, listener: () => void): () => void {
  const entry = { id, listener };
  listeners.add(entry);
  return () => listeners.delete(entry);
}

/** A <Profiler> with the shared log, for what the test renders itself. */
export function Profiled({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={log}>
      {children}
    </Profiler>
  );
}

const MEMO = Symbol.for('react.memo');

/**
 * `Component` inside a <Profiler id={id}>, for a vi.mock of the module that exports it. A plain function component is
 * called in the wrapper's place (its hooks are the wrapper's), so the log also counts its own renders; a memoised one
 * stays memoised around that; anything else (forwardRef) is rendered as an element.
 */
export function profiled<C extends ComponentType<never>>(id: string, Component: C): C {
  const memoised = Component as unknown as { $$typeof?: symbol; type?: C; compare?: null };
  if (memoised.$$typeof === MEMO && typeof memoised.type === 'function' && !memoised.compare)
    return memo(profiled(id, memoised.type) as unknown as ComponentType) as unknown as C;
  const Any = Component as unknown as ComponentType<Record<string, unknown>>;
  const isFunction =
    typeof Any === 'function' && !(Any.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
  const Wrapped = (props: Record<string, unknown>) => {
    let output: ReactNode;
    if (isFunction) {
      ownRenders.set(id, (ownRenders.get(id) ?? 0) + 1);
      output = (Any as (p: Record<string, unknown>) => ReactNode)(props);
    } else {
      output = <Any {...props} />;
    }
    return <Profiled id={id}>{output}</Profiled>;
  };
  Wrapped.displayName = `Profiled(${id})`;
  return Wrapped as unknown as C;
}

/** Starts a window: what committed, and whose own function ran, from now on. */
export function renderWindow() {
  const from = commits.length;
  const rendersBefore = new Map(ownRenders);
  return {
    /** The ids that committed an update since the window opened, sorted. */
    updated: () =>
      [
        ...new Set(
          commits
            .slice(from)
            .filter((c) => c.phase !== 'mount')
            .map((c) => c.id),
        ),
      ].sort(),
    /** The profiled components whose own function ran since the window opened, sorted. */
    rendered: () =>
      [...ownRenders.entries()]
        .filter(([id, count]) => count > (rendersBefore.get(id) ?? 0))
        .map(([id]) => id)
        .sort(),
    /** Every id committed (mount or update) since the window opened. */
    committed: () => [...new Set(commits.slice(from).map((c) => c.id))].sort(),
  };
}

/** Ids that are neither one of `widgets`, nor in one (a descendant path), nor hold one (an ancestor path). */
export function beyond(ids: readonly string[], widgets: readonly string[]): string[] {
  return ids.filter(
    (id) => !widgets.some((widget) => widget === id || widget.startsWith(`${id}/`) || id.startsWith(`${widget}/`)),
  );
}

/** Forgets everything: call it between tests. */
export function resetRenderLog() {
  commits.length = 0;
  listeners.clear();
  ownRenders.clear();
}
