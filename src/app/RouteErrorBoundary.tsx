// The router's failure page: any error thrown while rendering a screen shows 'Unexpected Application Error!' (spec §2),
// then plain words on what to do (decision 0071) and the error's own text under "Technical detail". A screen whose
// code is gone because a new version replaced it reloads into the new version instead, once (decision 0122).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shouldReloadForMissingChunk } from '@machines/missingChunkReload';
import { reloadPage } from '@/effects/reloadPage';
import { readChunkReloadAt, writeChunkReloadAt } from '@/storage/chunkReloadMark';
import { ROUTE_PATHS, routeHref } from '@/domain/routePaths';
import { SCREEN_FAILED_ADVICE, technicalDetailOf } from '@/domain/errorDetail';
import { TechnicalDetail } from '@/components/TechnicalDetail';

interface State {
  error: Error | null;
  /** The error is a screen's code gone after an update, and the page reloads into the new version. */
  reloading: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): State {
    const reloading = shouldReloadForMissingChunk({
      error,
      lastReloadAt: readChunkReloadAt(),
      now: Date.now(),
      online: navigator.onLine,
    });
    return { error, reloading };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.reloading) {
      // Without a record of this reload the next failure could reload again: show the error page instead.
      if (writeChunkReloadAt(Date.now())) reloadPage();
      else this.setState({ reloading: false });
      return;
    }
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.error && !this.state.reloading)
      this.setState({ error: null, reloading: false });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) {
      return (
        <div className="route-pending" role="status" aria-live="polite" aria-busy="true">
          Loading the new version…
        </div>
      );
    }
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
