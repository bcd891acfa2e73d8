import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, errorText } from '../../shared/api/api-errors';
import { languageName } from '../../shared/lib/language-names';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { Spinner } from '../../shared/ui/spinner';
import { useIsAdmin } from '../session/use-session';
import { applyStudyChanges } from '../study-words/apply-study-changes';
import { dictionaryEntryQueryOptions } from './api/get-dictionary-entry';
import { DictionaryEntryView, EntryAttribution, EntryHeadword } from './dictionary-entry-view';

interface DictionaryModalProps {
  open: boolean;
  /** The word as clicked in the text. */
  word: string;
  language: LanguageCode;
  onClose: () => void;
}

/**
 * The dictionary entry of a clicked word (docs/product.md, Dictionary): loading, then the entry, the
 * 404 message or a failure, both with Retry. Looking the word up puts it on the study list the first
 * time; the entry says so (`changes`), and the marks of the texts on screen are asked for again then.
 */
export function DictionaryModal({ open, word, language, onClose }: DictionaryModalProps) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : DEFAULT_INTERFACE_LANGUAGE;
  const entry = useQuery({
    ...dictionaryEntryQueryOptions({ word, language, interfaceLanguage }),
    enabled: open && word !== '',
  });
  const queryClient = useQueryClient();
  const changes = entry.data?.changes;

  // The look-up says whether it put the word on the study list; the marks on screen follow exactly that.
  useEffect(() => {
    if (changes) void applyStudyChanges(queryClient, changes);
  }, [changes, queryClient]);

  const failure = entry.error instanceof ApiRequestError ? entry.error : null;
  const notFound = failure?.status === 404;
  // The server tells a language no installed dictionary covers (NO_DICTIONARY) from a word it lacks.
  const noDictionary = notFound && failure?.code === 'NO_DICTIONARY';
  const isAdmin = useIsAdmin();
  const retry = (
    <Button variant="secondary" size="sm" loading={entry.isFetching} onClick={() => void entry.refetch()}>
      {t('common.retry')}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      tall
      className="sm:max-w-xl"
      title={
        entry.data ? (
          <EntryHeadword entry={entry.data} />
        ) : (
          <span lang={language} className="text-2xl font-bold tracking-tight text-slate-900">
            {word}
          </span>
        )
      }
      description={
        entry.data && entry.data.lookedUp.toLocaleLowerCase() !== entry.data.word.toLocaleLowerCase()
          ? t('dictionary.entry.lookedUp', { word: entry.data.lookedUp })
          : undefined
      }
    >
      <div role="status" aria-live="polite" aria-busy={entry.isPending && !entry.isError}>
        {entry.data ? (
          <>
            <DictionaryEntryView entry={entry.data} interfaceLanguage={interfaceLanguage} />
            <EntryAttribution entry={entry.data} />
          </>
        ) : null}
        {!entry.data && entry.isError ? (
          <Alert tone={notFound ? 'warning' : 'error'} actions={retry}>
            {noDictionary
              ? t('dictionary.entry.noDictionary', { language: languageName(language, i18n.language) })
              : notFound
                ? t('dictionary.entry.notFound')
                : errorText(entry.error, { fallback: t('dictionary.entry.failed'), network: t('errors.network') })}
            {noDictionary && isAdmin ? (
              <Link to="/admin/diagnostics" className="mt-1 block text-sm font-medium underline">
                {t('dictionary.entry.installDictionary')}
              </Link>
            ) : null}
            {entry.error instanceof ApiRequestError && !notFound ? (
              <span className="mt-1 block text-xs opacity-80">
                {t('dictionary.entry.httpStatus', { status: entry.error.status })}
              </span>
            ) : null}
          </Alert>
        ) : null}
        {!entry.data && !entry.isError ? (
          <p className="flex items-center gap-3 py-6 text-sm text-slate-600">
            <Spinner className="h-5 w-5 text-indigo-600" />
            {t('dictionary.entry.loading', { word })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
