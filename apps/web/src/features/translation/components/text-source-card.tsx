import type { LanguageCode } from '@tolk/contracts/languages';
import { TEXT_MAX_LENGTH } from '@tolk/contracts/limits';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { LengthIndicator } from './length-indicator';

interface TextSourceCardProps {
  text: string;
  language: LanguageCode;
  pending: boolean;
  /** The learner tried to translate blank text. */
  blank: boolean;
  /** Why translating cannot work right now (no engine serves the pair): Translate is disabled, this beside it. */
  unavailableReason?: string | undefined;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

/** The text box: Enter translates, Shift+Enter starts a new line. */
export function TextSourceCard({
  text,
  language,
  pending,
  blank,
  unavailableReason,
  onChange,
  onSubmit,
}: TextSourceCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing (Japanese, Chinese, Korean) uses Enter to confirm a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!unavailableReason) onSubmit();
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-500">
        {t('translate.text.label', { language: languageName(language, i18n.language) })}
      </label>
      <textarea
        id={`${id}-text`}
        lang={language}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={TEXT_MAX_LENGTH}
        rows={6}
        placeholder={t('translate.text.placeholder')}
        aria-invalid={blank || undefined}
        aria-describedby={`${id}-hint ${id}-length${blank ? ` ${id}-error` : ''}`}
        className="block min-h-36 w-full resize-y rounded-lg border-0 bg-white p-3 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500 sm:text-lg"
      />
      <LengthIndicator id={`${id}-length`} length={text.length} />
      {blank ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-rose-700">
          {t('translate.text.blank')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {unavailableReason ? (
          <p id={`${id}-hint`} className="text-xs font-medium text-amber-800">
            {unavailableReason}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('translate.text.enterHint')}
          </p>
        )}
        <div className="flex gap-2">
          {text ? (
            <Button variant="ghost" onClick={() => onChange('')} disabled={pending}>
              {t('translate.text.clear')}
            </Button>
          ) : null}
          <Button
            onClick={onSubmit}
            loading={pending}
            disabled={Boolean(unavailableReason)}
            aria-describedby={unavailableReason ? `${id}-hint` : undefined}
            icon={<Icon name="language" className="h-4 w-4" />}
          >
            {t('translate.text.submit')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
