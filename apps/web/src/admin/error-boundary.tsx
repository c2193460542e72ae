import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { ErrorState } from '@/components/states';

/** Catches a page's render error or failed chunk; a new address clears it (never a blank screen). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const chunkFailed = this.state.error instanceof TypeError && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error.message);
    return (
      <ErrorState
        title={chunkFailed ? t`Connection problem` : t`Something went wrong`}
        message={chunkFailed ? t`This page could not be loaded. Please check your connection and try again.` : t`Please reload the page. If it keeps happening, tell the developer.`}
        onRetry={() => window.location.reload()}
        retryLabel={t`Reload page`}
      />
    );
  }
}
