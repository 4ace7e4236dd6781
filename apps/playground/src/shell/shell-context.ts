import type { ModuleSource, Slider } from '@strata/core'
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import { createDemoStore, type DemoSnapshot, type DemoStore } from './demo-store'

/** The demo page's store; `null` outside a demo page (a demo rendered on its own). */
export const DemoShellContext = createContext<DemoStore | null>(null)

/** The store of the surrounding demo page, if any. */
export const useDemoShell = (): DemoStore | null => useContext(DemoShellContext)

const detached = createDemoStore()

/** The surrounding demo page's snapshot of its slider (empty outside a demo page). */
export function useDemoSnapshot(): DemoSnapshot {
  const store = useDemoShell() ?? detached
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}

/**
 * For demos that make their slider some other way than the playground's `DemoSlider` (e.g.
 * with @strata/react's `<Slider>` itself): hands the slider to the demo page so its panels show the source data,
 * the normalised model and the report. Events fired before this runs are read from
 * `slider.report` instead of heard live.
 */
export function useShowInDemoShell(slider: Slider | null | undefined, source: ModuleSource): void {
  const shell = useDemoShell()
  useEffect(() => {
    if (shell && slider) return shell.attach(slider, source)
  }, [shell, slider, source])
}
