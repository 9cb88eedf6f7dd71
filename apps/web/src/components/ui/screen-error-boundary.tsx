import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../i18n/use-t';
import { ErrorState } from './error-state';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** A new key (another page's address) clears the error, so leaving the page recovers. */
  resetKey: string;
}

interface ScreenErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/**
 * A screen that fails to render (a bug, or its code could not be downloaded) shows the reason and a Reload button
 * where it would have been (docs/console.md, Outcomes): the page never goes blank, and the shell around it keeps
 * working.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ScreenErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorState
        message={translate('ui.screenErrorBoundary.thisPageCouldNot', { message: error.message })}
        onRetry={() => window.location.reload()}
        retryLabel={translate('ui.screenErrorBoundary.reload')}
      />
    );
  }
}
