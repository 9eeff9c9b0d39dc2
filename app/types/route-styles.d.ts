// The CSS Modules each route's code reaches, from the client build's graph
// (scripts/route-styles.ts); `null` on the dev server, which has no build graph.
declare module 'virtual:route-styles' {
  const routeStyles: Readonly<Record<string, readonly string[]>> | null
  export default routeStyles
}
