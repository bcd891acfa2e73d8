import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface LoadMoreProps {
  /** A next page exists. Without one nothing is shown. */
  hasMore: boolean;
  loading: boolean;
  /** The last attempt failed: the sentinel then waits for a press instead of retrying by itself. */
  failed: boolean;
  onLoadMore: () => void;
}

/** How far below the visible area the sentinel starts the next page, so it is there before the end is. */
const PRELOAD_MARGIN = '400px';

/**
 * The end of a paged list: an invisible sentinel that asks for the next page as it scrolls into
 * view, and a visible Load more button for keyboards, screen readers and browsers without
 * IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  const automatic = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!automatic || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [automatic]);

  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-4">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('common.loadMoreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" loading={loading} onClick={onLoadMore}>
        {loading ? t('common.loadingMore') : t('common.loadMore')}
      </Button>
    </div>
  );
}
