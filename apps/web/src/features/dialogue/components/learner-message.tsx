import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { Icon } from '../../../shared/ui/icon';

/** The learner's message, right-aligned; words are clickable like every text in the target language. */
export function LearnerBubble({ text, language }: { text: string; language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-50 px-4 py-2.5 text-slate-900 ring-1 ring-inset ring-indigo-100 sm:max-w-[75%]">
        <p className="sr-only">{t('dialogue.chat.you')}</p>
        <p className="whitespace-pre-wrap break-words">
          <ClickableText text={text} language={language} />
        </p>
      </div>
    </div>
  );
}

/**
 * A sent message with what the check found: each mistake's corrected sentence and a one-line why,
 * or a small 'no mistakes' mark when the list is empty (null: not checked, nothing shown), and the
 * study-list words it used correctly: as reviewed when their cards were due, else as used.
 */
export function LearnerMessage({ entry }: { entry: DialogueEntry }) {
  const { t } = useTranslation();
  const corrections = entry.corrections;
  // Only a due card's use is a review; a word not yet due, or never practised, is noted as used.
  const reviewed = entry.reviewedWords.filter((word) => word.scheduled).map((word) => word.word);
  const used = entry.reviewedWords.filter((word) => !word.scheduled).map((word) => word.word);
  return (
    <li className="space-y-1.5" data-testid="dialogue-message" data-role="learner" data-entry-id={entry.id}>
      <LearnerBubble text={entry.userMessage} language={entry.languageCode} />
      {corrections && corrections.length > 0 ? (
        <section
          aria-label={t('dialogue.chat.corrections')}
          className="ml-auto max-w-[85%] rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-inset ring-amber-200 sm:max-w-[75%]"
          data-testid="dialogue-corrections"
        >
          <ul className="space-y-1.5">
            {corrections.map((correction) => (
              <li key={`${correction.original}\u0000${correction.corrected}`}>
                <p lang={entry.languageCode} className="font-medium">
                  <Icon name="check" className="mr-1 inline h-4 w-4 align-text-bottom text-amber-700" />
                  {correction.corrected}
                </p>
                <p className="text-amber-900/80">{correction.explanation}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : corrections ? (
        <p className="flex justify-end" data-testid="dialogue-no-mistakes">
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <Icon name="checkCircle" className="h-4 w-4" />
            {t('dialogue.chat.noMistakes')}
          </span>
        </p>
      ) : null}
      {reviewed.length > 0 ? (
        <p className="text-right text-xs text-slate-500" data-testid="dialogue-reviewed-words">
          {t('dialogue.chat.reviewed', { words: reviewed.join(', ') })}
        </p>
      ) : null}
      {used.length > 0 ? (
        <p className="text-right text-xs text-slate-500" data-testid="dialogue-used-words">
          {t('dialogue.chat.used', { words: used.join(', ') })}
        </p>
      ) : null}
    </li>
  );
}
