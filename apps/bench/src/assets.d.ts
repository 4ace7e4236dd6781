/** An image the page imports: esbuild's file loader gives its address (build-pages.mjs). */
declare module '*.jpg' {
  const url: string
  export default url
}
