// A route of the hash router: a path and the (lazy) screen it shows.
import type { ComponentType } from 'react';

export interface AppRoute {
  path: string;
  Screen: ComponentType;
}
