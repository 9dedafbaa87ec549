// Renders a screen or the whole app inside the app-wide actors and a memory router, for component tests.
import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';

/**
 * Renders `element` at `route` with the app-wide actors. Async because the actors arrive through React's use():
 * the render must happen inside an async act() so React flushes the resolved promise (a plain render stays suspended).
 */
export async function renderScreen(
  element: ReactElement,
  options: { path?: string; route?: string; user?: Partial<UserProfile>; actors?: AppActors } = {},
): Promise<RenderResult & { actors: AppActors }> {
  const actors = options.actors ?? createAppActors();
  if (options.user) actors.profile.send({ type: 'UPDATE', update: { label: 'test setup', requires: [], patch: options.user } });
  const route = options.route ?? '/';
  let view!: RenderResult;
  await act(async () => {
    view = render(
    <AppActorsProvider actors={Promise.resolve(actors)}>
      <MemoryRouter initialEntries={[options.path ?? route]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AppActorsProvider>,
    );
  });
  return { ...view, actors };
}
