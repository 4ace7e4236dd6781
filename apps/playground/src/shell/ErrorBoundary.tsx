import { Component, type ReactNode } from 'react'

interface Props {
  /** What went wrong is shown under this heading. */
  label: string
  children: ReactNode
}

/**
 * Keeps one demo's crash inside its frame with a readable message. A class because React
 * offers error boundaries only as class components; it is the playground's only class.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div role="alert" className="shell-error">
        <strong>{this.props.label}</strong> {error.message}
      </div>
    )
  }
}
