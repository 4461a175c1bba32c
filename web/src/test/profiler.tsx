import { memo, Profiler, type ComponentType, type ProfilerOnRenderCallback, type ReactNode } from 'react';

/**
 * Tests: which parts of a screen a change re-renders, read from React's <Profiler>. Ids are paths ('shell/header',
 * 'shell/header/prices'), so "nothing re-rendered beyond the price widgets" is: every id that committed an update is
 * a price widget or holds one.
 */
type Commit = { id: string; phase: 'mount' | 'update' | 'nested-update'; commitTime: number };

const commits: Commit[] = [];
/** How often each profiled component's own function ran (StrictMode runs it twice a render). */
const ownRenders = new Map<string, number>();

export const recordCommit: ProfilerOnRenderCallback = (id, phase, _actual, _base, _start, commitTime) => {
  commits.push({ id, phase, commitTime });
};

/** A <Profiler> with the shared log, for what the test renders itself. */
export function Profiled({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={recordCommit}>
      {children}
    </Profiler>
  );
}

/**
 * `Component` inside a <Profiler id={id}>, for a vi.mock of the module that exports it. A plain function component is
 * called in the wrapper's place (its hooks are the wrapper's), so the log also counts its own renders; a memoised one
 * stays memoised around that; anything else (forwardRef) is rendered as an element.
 */
export function profiled<C extends ComponentType<never>>(id: string, Component: C): C {
  // A memoised component stays memoised: the Profiler goes around what it wraps.
  const memoised = Component as unknown as { $$typeof?: symbol; type?: (props: object) => ReactNode; compare?: null };
  if (memoised.$$typeof === Symbol.for('react.memo') && memoised.type)
    return memo(profiled(id, memoised.type), memoised.compare ?? undefined) as unknown as C;
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
    return (
      <Profiler id={id} onRender={recordCommit}>
        {output}
      </Profiler>
    );
  };
  Wrapped.displayName = `Profiled(${id})`;
  return Wrapped as unknown as C;
}

/** Starts a window: what committed, and whose own function ran, from now on. */
export function renderWindow() {
  const from = commits.length;
  const rendersBefore = new Map(ownRenders);
  return {
    /** The ids that committed an update (or a nested update) since the window opened, sorted. */
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
  ownRenders.clear();
}
