import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';

type LazyPage<C> = LazyExoticComponent<C extends ComponentType<infer P> ? ComponentType<P> : never> & {
  /** Starts loading the page's chunk now (once), before the page is rendered. */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on first visit: its feature becomes its own chunk, so the first load carries the
 * shell and the page asked for only. The layouts wrap their <Outlet /> in <Suspense> for the wait.
 * `alongside` loads what the page needs besides its code (its English strings, docs/decisions/023):
 * the page renders only once both are in.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  alongside: () => Promise<unknown> = async () => {},
): LazyPage<M[K]> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), alongside()]).then(([page]) => page);
    return loading;
  };
  const page = lazy(async () => ({ default: (await preload())[name] as never }));
  return Object.assign(page, { preload }) as LazyPage<M[K]>;
}

/** Preloads every lazy page in a route's element (pages sit inside guards, e.g. <RedirectIfSignedIn>). */
export function preloadPagesIn(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const { preload } = node.type as { preload?: () => Promise<unknown> };
  if (preload) void preload().catch(() => {}); // a failed load shows when the page renders
  const { children } = node.props as { children?: ReactNode };
  if (Array.isArray(children)) for (const child of children) preloadPagesIn(child);
  else preloadPagesIn(children);
}
