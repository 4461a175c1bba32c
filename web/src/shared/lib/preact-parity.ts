import { options, type VNode } from 'preact';

/**
 * Where Preact behaves unlike React in a way the panel's libraries rely on, it is made to behave like React here.
 * Imported first, by main.tsx and by the test setup. The hooks use Preact's internal names (`__`, `__m`, `__k`,
 * `__e`, as in its build); the version is pinned in package.json, and preact-parity.test.tsx fails if they change.
 */

type Internal = {
  requestAnimationFrame?: (flush: () => void) => void;
  __?: (vnode: VNode & { __m?: [number, number] }, parent: unknown) => void;
  diffed?: (vnode: VNode) => void;
};
const hooks = options as Internal;

/**
 * 1. Ids from `useId` are unique across the page and its portals (dialogs, menus, toasts).
 *
 * Preact numbers ids per render root, and a portal is a root of its own that borrows the page's counter only if the
 * page already has one: a dialog mounted before the page's first `useId` started again at `P0-0`, and its button
 * was labelled by a filter chip of the page (found by the tickets suite). Here every root that does not borrow a
 * counter gets its own, numbered apart from the others, before anything in it renders.
 */
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

/**
 * 2. An element whose only child is text shows that text, even if a library replaced the element's content by hand.
 *
 * React writes such text as the element's `textContent`; Preact keeps the text node it made and updates that node.
 * MUI X's date field puts a section's text back with `innerHTML` after each keystroke, which detaches Preact's node:
 * the next value went to the detached node, the field kept showing the old one, and typing `05` in a day left `00`
 * (found by the reports suite). Here the element's own text node is adopted again after each diff, and set when it
 * shows something else.
 */
type Rendered = VNode & { __k?: (Rendered | null)[] | null; __e?: Node | null };
const previousDiffed = hooks.diffed;
if (!(previousDiffed as { text?: true } | undefined)?.text) {
  const diffed: NonNullable<Internal['diffed']> & { text?: true } = (vnode) => {
    previousDiffed?.(vnode);
    const { __k: children, __e: element } = vnode as Rendered;
    const only = children?.length === 1 ? children[0] : null;
    if (typeof vnode.type !== 'string' || !element || only?.type !== null || !only.__e) return;
    if (only.__e.parentNode === element) return;
    const text = String(only.props);
    if (element.textContent !== text || element.firstChild?.nodeType !== Node.TEXT_NODE) element.textContent = text;
    only.__e = element.firstChild;
  };
  diffed.text = true;
  hooks.diffed = diffed;
}

/**
 * 3. Effects run as soon as a render is done, before the next event, as React runs them after an input.
 *
 * Preact waits for the next frame. MUI X's date field reads, in a `setTimeout(0)` it starts on a keystroke, a value
 * its effect records: with the effect a frame late, typing `0` then `5` in a day cleared the whole date (found by the
 * reports suite once the text was right). The tests ran effects this way already, so they now match the browser.
 */
hooks.requestAnimationFrame = (flush) => queueMicrotask(flush);
