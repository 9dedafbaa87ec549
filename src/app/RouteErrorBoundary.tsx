// The router's failure page: any error thrown while rendering a screen shows 'Unexpected Application Error!' (spec §2),
// then plain words on what to do (decision 0071) and the error's own text under "Technical detail".
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ROUTE_PATHS, routeHref } from '@/domain/routePaths';
import { SCREEN_FAILED_ADVICE, technicalDetailOf } from '@/domain/errorDetail';
import { TechnicalDetail } from '@/components/TechnicalDetail';

interface State {
  error: Error | null;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="screen error-page">
        <h1>Unexpected Application Error!</h1>
        <p>{SCREEN_FAILED_ADVICE}</p>
        <TechnicalDetail detail={technicalDetailOf(this.state.error)} />
        <p>
          <a href={routeHref(ROUTE_PATHS.home)}>Go to the home page</a>
        </p>
      </section>
    );
  }
}
