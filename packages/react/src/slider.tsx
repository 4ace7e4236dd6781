import { MODULE_CLASS, type ModuleSource } from '@strata/core'
import { useContext, useId, useMemo, useState } from 'react'
import { ConfigContext, useStore } from './context'
import { SliderProvider, type SliderProviderProps } from './provider'
import type { SliderShell } from './shell-markup'
import { type CreateSlider, useSliderRoot } from './use-slider-root'

export interface SliderRootProps {
  /** Extra classes for the root (it always has core's `MODULE_CLASS`). @default undefined */
  className?: string
  /** The root's id. @default undefined */
  id?: string
  /**
   * The page's content security policy nonce, given to the shell's `<style>` (the box and the
   * first slide's static copy) so a policy refusing inline styles lets it apply. @default undefined
   */
  nonce?: string
}

/** One-piece form: a provider and its root together; `children` render after the root. */
export type SliderProps = SliderRootProps & Partial<SliderProviderProps>

/**
 * How a `<Slider />` reads its module: the server shell it renders and the `createSlider` it
 * starts. `@strata/react` reads raw data, `@strata/react/prepared` prepared modules.
 */
export interface SliderReader {
  /** The server shell of `source` for the root's class `selector`; null: nothing to render. */
  shell(source: ModuleSource, selector: string): SliderShell | null
  /** Starts the slider in the root once it is mounted. */
  createSlider: CreateSlider
}

interface WithReader {
  reader: SliderReader
}

/** The module's root inside a `<SliderProvider>`, read by `reader`. */
function SliderRoot({ reader, className, id, nonce }: SliderRootProps & WithReader) {
  const store = useStore('<Slider />')
  const config = useContext(ConfigContext)
  if (!config) throw new Error('[strata] <Slider /> must be used inside <SliderProvider>')
  // A class from useId: the same on server and client, so the box CSS matches on hydration.
  const box = `strata-box-${useId().replace(/[^\w-]/g, '')}`
  const shell = useMemo(() => reader.shell(config.module, `.${box}`), [reader, config.module, box])
  // React writes the inner markup once; from then on core owns the root's children.
  const [inner] = useState(() => ({ __html: shell?.html ?? '' }))
  const ref = useSliderRoot(store, config, reader.createSlider)
  return (
    <>
      {shell ? <style nonce={nonce}>{shell.css}</style> : null}
      {/* Core labels the root the same way once it runs (its data's title for a URL module). */}
      <section
        ref={ref}
        id={id}
        className={[MODULE_CLASS, box, className].filter(Boolean).join(' ')}
        aria-roledescription="carousel"
        aria-label={shell?.label ?? 'Slider'}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built by the shell from escaped text; written once, then core owns the children
        dangerouslySetInnerHTML={inner}
      />
    </>
  )
}

/**
 * `<Slider />` with the way it reads modules (`reader`): each entry's `Slider` passes its own.
 * Inside a `<SliderProvider>` it takes the provider's module; given `module` itself it is its own
 * provider (then `children`, e.g. custom controls, can use the hooks).
 */
export function SliderWith({
  reader,
  className,
  id,
  nonce,
  module,
  plugins,
  options,
  children,
}: SliderProps & WithReader) {
  const above = useContext(ConfigContext)
  const root = <SliderRoot reader={reader} className={className} id={id} nonce={nonce} />
  // No module: the provider's above. With none there (a CMS field missing), it is reported as
  // `null` is, not thrown: a throw in render takes the host's whole tree.
  if (module === undefined && above) return root
  return (
    <SliderProvider module={module as ModuleSource} plugins={plugins} options={options}>
      {root}
      {children}
    </SliderProvider>
  )
}
