import { Suspense } from 'react';
import { englishSections } from '../english-sections';
import { lazyPage } from '../lazy-page';

// Only administrators on a phone see it: its code and strings are a chunk of their own.
const MobileDebugButton = lazyPage(
  () => import('../../features/debug-panel/components/mobile-debug-button'),
  'MobileDebugButton',
  englishSections('debugPanel'),
);

/** The administrators' floating debug button (docs/product.md, Debug panel), shown once its chunk has loaded. */
export function AdminDebugButton() {
  return (
    <Suspense fallback={null}>
      <MobileDebugButton />
    </Suspense>
  );
}
