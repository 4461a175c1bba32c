import { memo, type ComponentType, type ReactNode } from 'react';
import { options } from 'preact';

/**
 * Tests: which parts of a screen a change re-renders. Ids are paths ('shell/header', 'shell/header/prices'), so
 * "nothing re-rendered beyond the price widgets" is: every id that committed an update is a price widget or holds one.
 *
 * The panel runs on Preact, which has no <Profiler>: this one is a boundary component, and Preact's render hook says
 * which boundaries a rendering component is inside (a commit of each, as React's Profiler reports one).
 * `__r` is that hook, `__` a vnode's parent and `__c` its component (their names in Preact's build, pinned in
 * package.json); the render tests fail if they change.
 */
type Commit = { id: string; phase: 'mount' | 'update' };

const commits: Commit[] = [];
/** How often each profiled component's own function ran (StrictMode runs it twice a render). */
const ownRenders = new Map<string, number>();

type Node = { type: unknown; props: { id?: string }; __?: Node | null; __c?: object | null };
const mounted = new WeakSet<object>();

function Profiler({ children }: { id: string; children: ReactNode }) {
  return <>{children}</>;
}

const hooks = options as unknown as { __r?: (vnode: Node) => void; diffed?: (vnode: Node) => void };
if (!(hooks.__r as { profiler?: true } | undefined)?.profiler) {
  const previousRender = hooks.__r;
  const render = (vnode: Node) => {
    previousRender?.(vnode);
    for (let node: Node | null | undefined = vnode; node; node = node.__) {
      if (node.type !== Profiler || !node.props.id) continue;
      commits.push({ id: node.props.id, phase: node.__c && mounted.has(node.__c) ? 'update' : 'mount' });
    }
  };
  render.profiler = true as const;
  hooks.__r = render;
  const previousDiffed = hooks.diffed;
  hooks.diffed = (vnode: Node) => {
    previousDiffed?.(vnode);
    if (vnode.type === Profiler && vnode.__c) mounted.add(vnode.__c);
  };
}

/** A <Profiler> with the shared log, for what the test renders itself. */
export function Profiled({ id, children }: { id: string; children: ReactNode }) {
  return <Profiler id={id}>{children}</Profiler>;
}

/**
 * `Component` inside a <Profiler id={id}>, for a vi.mock of the module that exports it. A plain function component is
 * called in the wrapper's place (its hooks are the wrapper's), so the log also counts its own renders; a memoised one
 * stays memoised around that; anything else (forwardRef) is rendered as an element.
 */
export function profiled<C extends ComponentType<never>>(id: string, Component: C): C {
  // A memoised component stays memoised: the Profiler goes around what it wraps. (Preact's memo is a component
  // whose `type` is what it wraps; none of the panel's passes a comparison of its own.)
  const memoised = Component as unknown as { displayName?: string; type?: (props: object) => ReactNode };
  if (memoised.displayName?.startsWith('Memo(') && typeof memoised.type === 'function')
    return memo(profiled(id, memoised.type)) as unknown as C;
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
    return <Profiler id={id}>{output}</Profiler>;
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
  ownRenders.clear();
}
