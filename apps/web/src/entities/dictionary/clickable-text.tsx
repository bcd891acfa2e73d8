import { lazy, Suspense } from 'react';
import type { ClickableTextProps } from './clickable-words';

// Every translator shows clickable text: the words come as a small chunk of their own, so the
// translator's first load carries this wrapper only (scripts/check-bundle-budget.mjs).
const ClickableWords = lazy(async () => ({ default: (await import('./clickable-words')).ClickableWords }));

/**
 * Text whose every word opens its dictionary entry (docs/product.md, Dictionary): the plain text
 * at once, the same text made of clickable words a moment later.
 */
export function ClickableText(props: ClickableTextProps) {
  return (
    <Suspense
      fallback={
        <span lang={props.language} className={props.className}>
          {props.text}
        </span>
      }
    >
      <ClickableWords {...props} />
    </Suspense>
  );
}
