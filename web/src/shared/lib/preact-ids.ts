import { options, type VNode } from 'preact';

/**
 * Ids from `useId` are unique across the page and its portals (dialogs, menus, toasts).
 *
 * Preact numbers ids per render root, and a portal is a root of its own that borrows the page's counter only if the
 * page already has one: a dialog mounted before the page's first `useId` started again at `P0-0`, and its button
 * was labelled by a filter chip of the page (found by the tickets suite). Here every root that does not borrow a
 * counter gets its own, numbered apart from the others, before anything in it renders.
 *
 * `__` is Preact's root hook and `__m` a vnode's id counter (their names in Preact's build); the version is pinned in
 * package.json, and preact-ids.test.tsx fails if they change.
 */
type Internal = { __?: (vnode: VNode & { __m?: [number, number] }, parent: unknown) => void };
const hooks = options as Internal;
const previous = hooks.__;
let roots = 0;
if (!(previous as { ids?: true } | undefined)?.ids) {
  const root: NonNullable<Internal['__']> & { ids?: true } = (vnode, parent) => {
    previous?.(vnode, parent);
    if (vnode && !vnode.__m) vnode.__m = [++roots, 0];
  };
  root.ids = true;
  hooks.__ = root;
}
