// Catches a page that fails to render (or to load twice in a row) and offers a reload.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PageError } from './page-error';

type State = { failed: boolean };

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <PageError />;
    return this.props.children;
  }
}
