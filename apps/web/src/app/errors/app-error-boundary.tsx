import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches rendering errors anywhere in the app (pages, providers, a page chunk that failed to load). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <AppErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
