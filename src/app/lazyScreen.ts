// Code-splits a screen: each route's module becomes its own chunk, loaded on first visit.
import { lazy, type ComponentType } from 'react';

export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
