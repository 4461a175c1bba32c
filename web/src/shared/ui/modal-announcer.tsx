import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { lastAnnouncement, onAnnouncement } from './toast';
import { VisuallyHidden } from './visually-hidden';

/**
 * Where a live region has to be for a screen reader to hear it while a modal is open: MUI's modals (dialogs, menus,
 * the phone's drawer) set `aria-hidden` on everything in the body but the top one, and a dialog is also `aria-modal`.
 * So: the top open modal's dialog, or the modal itself where it has none; null when no modal is open.
 */
function topModal(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('body > .MuiModal-root:not([aria-hidden="true"])');
  const top = open[open.length - 1];
  return top ? (top.querySelector<HTMLElement>('[aria-modal="true"]') ?? top) : null;
}

/** No modal is open in a page rendered at build time, nor while the panel hydrates it. */
const noModal = () => null;

/**
 * A modal opens or closes by a child of the body coming or going, or by MUI setting its `aria-hidden`. Only the body's
 * own children are watched for that, not every change the panel makes to the page.
 */
function onModalsChange(listener: () => void) {
  const children = new MutationObserver(listener);
  children.observe(document.body, { childList: true });
  const hidden = new MutationObserver(listener);
  hidden.observe(document.body, { subtree: true, attributeFilter: ['aria-hidden'] });
  return () => {
    children.disconnect();
    hidden.disconnect();
  };
}

/** A key per modal element: the region starts afresh in each. */
const keys = new WeakMap<HTMLElement, number>();
let lastKey = 0;
const keyOf = (element: HTMLElement) => {
  if (!keys.has(element)) keys.set(element, ++lastKey);
  return keys.get(element)!;
};

/**
 * The toasts are said from their container, under the page's root. While a modal is open that root is hidden from
 * assistive technology, so a toast shown over a dialog (a failed cancel in the trade confirmation, a push message)
 * would go unheard: this polite live region, inside the top modal, says each toast's words instead. It exists from
 * the modal's opening, so that a screen reader is listening to it before the first toast changes it.
 */
export function ModalAnnouncer() {
  const modal = useSyncExternalStore(onModalsChange, topModal, noModal);
  return modal ? <LiveRegion key={keyOf(modal)} modal={modal} /> : null;
}

function LiveRegion({ modal }: { modal: HTMLElement }) {
  // What was said before this modal opened was heard then, from the toasts' own container.
  const [since] = useState(() => lastAnnouncement()?.id ?? 0);
  const said = useSyncExternalStore(onAnnouncement, lastAnnouncement, lastAnnouncement);
  return createPortal(
    <VisuallyHidden live="polite">{said && said.id > since && <span key={said.id}>{said.text}</span>}</VisuallyHidden>,
    modal,
  );
}
