import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { ApiRequestError, codeText } from '../../../shared/api/api-errors';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { useEntryTranslation } from '../api/get-entry-translation';

interface PartnerMessageProps {
  entry: DialogueEntry;
  /** The learner's own language, which 'translate' translates into. */
  translateInto: LanguageCode;
  playing: boolean;
  loadingAudio: boolean;
  onToggleAudio: () => void;
}

/**
 * The partner's reply, left-aligned, with its words clickable, a play button (its spoken audio),
 * a 'translate' toggle and the mark that a model wrote it.
 */
export function PartnerMessage({ entry, translateInto, playing, loadingAudio, onToggleAudio }: PartnerMessageProps) {
  const { t } = useTranslation();
  const [showTranslation, setShowTranslation] = useState(false);
  const translation = useEntryTranslation(entry.id, translateInto, showTranslation);
  const bubble = useRef<HTMLDivElement>(null);

  // The translation (or why there is none) grows the reply: keep the whole reply in view, as
  // under the last reply it would otherwise open below the bottom of the chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what changes the reply's height.
  useLayoutEffect(() => {
    if (showTranslation) bubble.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showTranslation, translation.status]);

  return (
    <li className="flex justify-start" data-testid="dialogue-message" data-role="partner" data-entry-id={entry.id}>
      <div
        ref={bubble}
        className="max-w-[85%] space-y-2 rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-200 sm:max-w-[75%]"
      >
        <p className="sr-only">{t('dialogue.chat.partner')}</p>
        <p className="whitespace-pre-wrap break-words">
          <ClickableText text={entry.gptResponse} language={entry.languageCode} />
        </p>
        {showTranslation ? (
          <div className="border-t border-slate-100 pt-2 text-sm" data-testid="dialogue-translation">
            {translation.isPending ? (
              <span role="status" className="inline-flex items-center gap-2 text-slate-500">
                <Spinner className="h-4 w-4" />
                {t('dialogue.chat.translating')}
              </span>
            ) : translation.isError ? (
              <div role="alert" className="text-rose-700">
                <p>{t('dialogue.chat.translationFailed')}</p>
                {/* The server's own words: which pair no engine serves and what to configure, or to try again. */}
                {translation.error instanceof ApiRequestError && translation.error.message ? (
                  <p className="mt-0.5 text-xs text-rose-700/80">
                    {codeText(translation.error) ?? translation.error.message}
                  </p>
                ) : null}
              </div>
            ) : (
              <p lang={translateInto} className="whitespace-pre-wrap break-words text-slate-600">
                {translation.data?.translation}
              </p>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <button
            type="button"
            onClick={onToggleAudio}
            aria-label={playing || loadingAudio ? t('dialogue.chat.stop') : t('dialogue.chat.play')}
            className="inline-flex h-8 items-center gap-1 rounded-full px-2 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {loadingAudio ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <Icon name={playing ? 'stop' : 'play'} className="h-4 w-4" />
            )}
            <span aria-hidden="true">
              {playing || loadingAudio ? t('dialogue.chat.stop') : t('dialogue.chat.play')}
            </span>
          </button>
          <button
            type="button"
            aria-pressed={showTranslation}
            onClick={() => setShowTranslation((shown) => !shown)}
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-full px-2 font-semibold hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              showTranslation ? 'text-indigo-900' : 'text-indigo-700',
            )}
          >
            <Icon name="language" className="h-4 w-4" />
            {t('dialogue.chat.translate')}
          </button>
          <span className="ml-auto inline-flex items-center gap-1 text-slate-400" data-testid="dialogue-generated">
            <Icon name="sparkles" className="h-3.5 w-3.5" />
            {t('dialogue.chat.generatedBy', { model: entry.generated.model })}
          </span>
        </div>
      </div>
    </li>
  );
}

/** The reply while the model writes it: plain text growing, or a spinner before the first piece. */
export function StreamingReply({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start">
      <div
        aria-busy="true"
        aria-live="off"
        className="max-w-[85%] rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-200 sm:max-w-[75%]"
        data-testid="dialogue-streaming-reply"
      >
        {text ? (
          <p className="whitespace-pre-wrap break-words">{text}</p>
        ) : (
          <span className="inline-flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="h-4 w-4" />
            {t('dialogue.chat.writing')}
          </span>
        )}
      </div>
    </li>
  );
}
