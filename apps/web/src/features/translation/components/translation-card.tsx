import type { LanguageCode } from '@tolk/contracts/languages';
import type { ModelPreparing } from '@tolk/contracts/models';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { LazyPreparingNotice } from '../../../entities/models/lazy-preparing-notice';
import { AudioPlayer } from '../../../shared/audio/audio-player';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import type { SpokenTranslation } from '../hooks/use-spoken-translation';

export type ResultState =
  | { kind: 'empty' }
  | { kind: 'pending'; label: string }
  | { kind: 'failed'; title: string; text: string }
  /** A local model for the pair is downloading: its progress, then `onReady` asks again. */
  | { kind: 'preparing'; preparing: ModelPreparing; onReady: () => void }
  | { kind: 'done'; translation: string };

interface TranslationCardProps {
  state: ResultState;
  language: LanguageCode;
  spoken: SpokenTranslation;
  /** Save and copy, shown once there is a translation. */
  actions: ReactNode;
  emptyText: string;
  /** Shown instead of emptyText before anything is translated, e.g. that no engine serves the pair. */
  notice?: ReactNode;
}

/**
 * The result box: what is happening, the failure, or the translation, all in one polite live
 * region so screen readers hear the outcome; then the translation's audio and the actions.
 */
export function TranslationCard({ state, language, spoken, actions, emptyText, notice }: TranslationCardProps) {
  const { t, i18n } = useTranslation();
  const done = state.kind === 'done';
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <h2 className="text-sm font-semibold text-slate-500">
        {t('translate.result.heading', { language: languageName(language, i18n.language) })}
      </h2>
      <div role="status" aria-live="polite" aria-busy={state.kind === 'pending'} className="min-h-24">
        {state.kind === 'empty' ? (notice ?? <p className="text-slate-500">{emptyText}</p>) : null}
        {state.kind === 'pending' ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="h-5 w-5 text-indigo-600" />
            {state.label}
          </p>
        ) : null}
        {state.kind === 'preparing' ? (
          <LazyPreparingNotice preparing={state.preparing} onReady={state.onReady} />
        ) : null}
        {state.kind === 'failed' ? (
          <Alert tone="error" title={state.title}>
            {state.text}
          </Alert>
        ) : null}
        {done ? (
          <p lang={language} className="whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-900">
            <ClickableText text={state.translation} language={language} />
          </p>
        ) : null}
      </div>
      {done ? (
        <>
          <div className="space-y-1.5">
            <AudioPlayer src={spoken.url} autoPlay={spoken.autoPlay} label={t('translate.result.audio')} />
            {spoken.status === 'loading' ? (
              <p className="flex items-center gap-2 text-xs text-slate-500">
                <Spinner className="h-3.5 w-3.5" />
                {t('translate.result.audioLoading')}
              </p>
            ) : null}
            {spoken.status === 'failed' ? (
              <p role="alert" className="text-sm text-amber-800">
                {t('translate.errors.audio')}
              </p>
            ) : null}
          </div>
          {actions}
        </>
      ) : null}
    </Card>
  );
}
