// stylis ships no types; emotion's own type for its plugins fits the one function used (rtl-cache.ts).
declare module 'stylis' {
  export const prefixer: import('@emotion/cache').StylisPlugin;
}
