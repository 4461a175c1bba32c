import type { Plugin } from 'vite';

/** What each React entry point is in Preact. */
const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // React 17's shim of a hook both have.
  'use-sync-external-store/shim': 'preact/compat',
};

/**
 * The importers that keep React: the PDF statement renders with react-pdf's own reconciler, which needs React itself
 * (docs/assumptions.md). Also read by the tests' `require` hook (src/test/preact.ts).
 */
export const NEEDS_REACT =
  /[\\/]features[\\/]reports[\\/]pdf[\\/]|[\\/]node_modules[\\/](@react-pdf|react-reconciler|react-dom|react)[\\/]/;

/**
 * The libraries that render components. Where Node would load them itself (the tests, the build's prerender), they
 * are run through Vite instead, whose module graph has the mapping below, so that they render with the panel's
 * Preact and not the React installed for the PDF worker.
 */
export const RENDERING_LIBRARIES = [
  /@mui\//,
  /@base-ui\//,
  /@emotion\//,
  /react-router/,
  /@tanstack\//,
  /react-hook-form/,
  /@hookform\//,
  /react-toastify/,
];

/**
 * The panel, and every library it renders with, run on Preact through `preact/compat`: React's API at a third of its
 * bytes. A plugin rather than `resolve.alias`, because the alias cannot see who imports: the PDF statement's modules
 * keep React.
 */
export function preactCompat(): Plugin {
  return {
    name: 'gold:preact-compat',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = COMPAT[source];
      if (!target || (importer && NEEDS_REACT.test(importer))) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
