import { type ComponentProps, lazy, Suspense } from 'react';

const PreparingNotice = lazy(() =>
  import('./preparing-notice').then((module) => ({ default: module.PreparingNotice })),
);

/**
 * PreparingNotice, loaded when it first shows: it appears only while a local model downloads, and the
 * translator's first load has a budget (scripts/check-bundle-budget.mjs). Nothing shows until it is in,
 * as the notice itself shows nothing until its English strings are.
 */
export function LazyPreparingNotice(props: ComponentProps<typeof PreparingNotice>) {
  return (
    <Suspense fallback={null}>
      <PreparingNotice {...props} />
    </Suspense>
  );
}
