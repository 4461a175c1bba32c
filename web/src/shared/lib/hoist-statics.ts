/**
 * `hoist-non-react-statics` as the web build sees it (vite.config.ts). emotion imports the package on every page for
 * its `withTheme`, which the panel never calls, and with it a copy of `react-is`: 1.7 KiB of the first visit. This
 * does what the package does for the components the panel has (functions and classes): it copies a component's own
 * statics to its wrapper, except the ones React reads itself.
 */
const REACT_STATICS = new Set([
  'length',
  'name',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
  'displayName',
  'defaultProps',
  'propTypes',
  'contextType',
  'contextTypes',
  'childContextTypes',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'type',
  'compare',
  'render',
  '$$typeof',
]);

export default function hoistNonReactStatics<T extends object, S extends object>(target: T, source: S): T {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (REACT_STATICS.has(key) || Object.prototype.hasOwnProperty.call(target, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (descriptor) Object.defineProperty(target, key, descriptor);
  }
  return target;
}
