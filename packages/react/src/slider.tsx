import { MODULE_CLASS } from '@strata/core'
import { useContext, useId, useMemo, useState } from 'react'
import { ConfigContext, useStore } from './context'
import { SliderProvider, type SliderProviderProps } from './provider'
import { buildShell } from './shell'
import { useSliderRoot } from './use-slider-root'

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

/** The module's root inside a `<SliderProvider>`. */
function SliderRoot({ className, id, nonce }: SliderRootProps) {
  const store = useStore('<Slider />')
  const config = useContext(ConfigContext)
  if (!config) throw new Error('[strata] <Slider /> must be used inside <SliderProvider>')
  // A class from useId: the same on server and client, so the box CSS matches on hydration.
  const box = `strata-box-${useId().replace(/[^\w-]/g, '')}`
  const shell = useMemo(() => buildShell(config.module, `.${box}`), [config.module, box])
  // React writes the inner markup once; from then on core owns the root's children.
  const [inner] = useState(() => ({ __html: shell?.html ?? '' }))
  const ref = useSliderRoot(store, config)
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
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built by buildShell from escaped text; written once, then core owns the children
        dangerouslySetInnerHTML={inner}
      />
    </>
  )
}

/**
 * The module's root. Inside a `<SliderProvider>` it takes the provider's module; given `module`
 * itself it is its own provider (then `children`, e.g. custom controls, can use the hooks).
 */
export function Slider({ className, id, nonce, module, plugins, options, children }: SliderProps) {
  if (module === undefined) return <SliderRoot className={className} id={id} nonce={nonce} />
  return (
    <SliderProvider module={module} plugins={plugins} options={options}>
      <SliderRoot className={className} id={id} nonce={nonce} />
      {children}
    </SliderProvider>
  )
}
