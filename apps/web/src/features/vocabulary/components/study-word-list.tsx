import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../../shared/api/api-errors';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { ListEmpty, ListError, ListLoading } from '../../../shared/ui/list-states';
import { LoadMore } from '../../../shared/ui/load-more';
import { useVocabularyWordPages } from '../api/get-vocabulary-words';
import { useRemoveWord } from '../hooks/use-remove-word';
import { StudyWordRow } from './study-word-row';

/** The study list, newest first, page by page; empty, it says how words get there. */
export function StudyWordList({ notify }: { notify: (message: FlashMessage, durationMs: number) => void }) {
  const { t } = useTranslation();
  const pages = useVocabularyWordPages();
  const words = useMemo(() => pages.data?.pages.flatMap((page) => page.words) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const removal = useRemoveWord(notify);

  return (
    <section aria-labelledby="vocabulary-words">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="vocabulary-words" className="text-lg font-semibold text-slate-900">
          {t('vocabulary.list.title')}
        </h2>
        {total !== undefined ? (
          <p className="text-sm text-slate-500">{t('vocabulary.list.count', { count: total })}</p>
        ) : null}
      </div>
      <Card className="overflow-hidden">
        {pages.isPending ? (
          <ListLoading label={t('vocabulary.list.loading')} />
        ) : pages.isError && !pages.data ? (
          <ListError
            message={pages.error instanceof NetworkError ? t('errors.network') : t('vocabulary.list.loadFailed')}
            onRetry={() => void pages.refetch()}
          />
        ) : words.length === 0 ? (
          <ListEmpty
            title={t('vocabulary.empty.title')}
            body={t('vocabulary.empty.body')}
            action={<ButtonLink to="/demo">{t('vocabulary.empty.action')}</ButtonLink>}
          />
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {words.map((word) => (
                <StudyWordRow
                  key={word.id}
                  word={word}
                  removing={removal.removingId === word.id}
                  onRemove={() => removal.remove(word)}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              failed={pages.isFetchNextPageError}
              onLoadMore={() => void pages.fetchNextPage()}
            />
          </>
        )}
      </Card>
    </section>
  );
}
