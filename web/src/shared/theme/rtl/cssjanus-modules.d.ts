// CSSJanus ships no types. `cssjanus` is the panel's own transform in a build (web/vite.config.ts); the upstream file
// is imported by path only by the test that holds the two to the same output.
declare module 'cssjanus' {
  const cssjanus: { transform(css: string): string };
  export default cssjanus;
}
declare module 'cssjanus/src/cssjanus.js' {
  const cssjanus: { transform(css: string): string };
  export default cssjanus;
}
