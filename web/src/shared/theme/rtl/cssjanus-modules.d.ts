// CSSJanus ships no types. The panel flips its styles with its own copy (./cssjanus.ts); the package is a dev
// dependency, imported only by the tests that hold the copy to it.
declare module 'cssjanus' {
  const cssjanus: { transform(css: string): string };
  export default cssjanus;
}
