import { Component, type ReactNode } from 'react';

/**
 * A page that cannot render the entry as it stands (a half-typed figure the page cannot format)
 * says why in the preview instead of emptying it; the next keystroke tries again.
 */
export class PreviewErrorBoundary extends Component<
  { children: ReactNode; resetKey: unknown },
  { error?: Error; resetKey?: unknown }
> {
  override state: { error?: Error; resetKey?: unknown } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: unknown },
    state: { error?: Error; resetKey?: unknown },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p role="alert" data-testid="preview-problem" className="p-6 text-red-800">
        The page cannot show this entry yet: {this.state.error.message}
      </p>
    );
  }
}
