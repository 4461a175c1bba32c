import { describe, expect, it } from 'vitest';
import hoistNonReactStatics from './hoist-statics';

describe('hoistNonReactStatics', () => {
  it("copies a component's own statics to its wrapper, but not the ones React reads, nor over the wrapper's own", () => {
    const Inner = Object.assign(() => null, {
      preload: () => 'chunk',
      displayName: 'Inner',
      defaultProps: { a: 1 },
      kind: 'inner',
    });
    const Wrapper = Object.assign(() => null, { kind: 'wrapper' });
    const hoisted = hoistNonReactStatics(Wrapper, Inner);
    expect(hoisted).toBe(Wrapper);
    expect((hoisted as unknown as { preload: () => string }).preload()).toBe('chunk');
    expect(hoisted.kind).toBe('wrapper');
    expect(Object.prototype.hasOwnProperty.call(hoisted, 'displayName')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(hoisted, 'defaultProps')).toBe(false);
  });
});
