/**
 * Runs `steps` as the browser runs React, outside act(): updates render when React schedules them (urgent ones in a
 * microtask after the event, transitions in a task of their own), so a test can see the page between the two.
 * Testing Library's `waitFor` and `find*` work inside.
 */
export async function outsideAct(steps: () => Promise<void>): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
