import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on first visit: its feature becomes its own chunk, so the first load carries the
 * shell and the page asked for only. The layouts wrap their <Outlet /> in <Suspense> for the wait.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => ({ default: (await load())[name] as never }));
}
