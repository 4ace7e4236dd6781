/**
 * The library-neutral bench content: what every peer page renders, so figures compare like with
 * like. Each slide has a background colour and three text layers.
 */
export interface BenchSlide {
  title: string
  color: string
  texts: readonly [string, string, string]
}

export function benchSlides(count: number): BenchSlide[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Slide ${i + 1}`,
    color: `hsl(${(i * 47) % 360} 60% 40%)`,
    texts: [`Heading ${i + 1}`, `Subtitle of slide ${i + 1}`, 'Read more'],
  }))
}

/** The contract between one library's page and the driver (src/run.mjs). */
export interface BenchPage {
  /** Builds `count` slides in `#root`; resolves with ms from the create call to first slide shown. */
  init(count: number): Promise<number>
}

declare global {
  interface Window {
    __bench?: BenchPage
  }
}
