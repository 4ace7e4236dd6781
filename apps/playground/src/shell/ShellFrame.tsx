import { type CSSProperties, type ReactNode, useState } from 'react'
import { DeviceBar } from './DeviceBar'
import { createDemoStore } from './demo-store'
import { ErrorBoundary } from './ErrorBoundary'
import { Inspector } from './Inspector'
import { DemoShellContext } from './shell-context'

/**
 * The part of a demo page around the module: the device bar, the width-constrained preview
 * (core measures its container, so the width picks the breakpoint level) and the inspector.
 */
export function ShellFrame({
  children,
  inspectorOpen = false,
}: {
  children: ReactNode
  /** Show the inspector unfolded (the bring-your-own page is about its report). @default false */
  inspectorOpen?: boolean
}) {
  const [store] = useState(createDemoStore)
  const [width, setWidth] = useState<number | null>(null)
  const frame: CSSProperties = width === null ? {} : { width: `${width}px` }
  return (
    <DemoShellContext.Provider value={store}>
      <DeviceBar width={width} onWidth={setWidth} />
      <div className="device-viewport">
        <div className="device-frame" data-testid="device-frame" style={frame}>
          <ErrorBoundary label="This demo stopped:">{children}</ErrorBoundary>
        </div>
      </div>
      <Inspector open={inspectorOpen} />
    </DemoShellContext.Provider>
  )
}
