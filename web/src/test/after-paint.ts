import type { UserEvent } from '@testing-library/user-event';

/** Waits for the work a screen puts after a paint (shared/lib/after-paint), and for what that work hands on in turn. */
export async function afterPaints(rounds = 2) {
  for (let i = 0; i < rounds; i++) await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}

/**
 * `user` whose typing and pressing wait for `afterPaints` before they answer, as a customer sees a screen's answer
 * a frame after the key or the press: for screens that take an input after its paint.
 */
export function settlingUser(user: UserEvent): UserEvent {
  const settling =
    <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await action(...args);
      await afterPaints();
    };
  return {
    ...user,
    click: settling(user.click),
    clear: settling(user.clear),
    keyboard: settling(user.keyboard),
    type: settling(user.type),
  };
}
