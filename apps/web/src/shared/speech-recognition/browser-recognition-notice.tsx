import type { LanguageCode } from '@tolk/contracts/languages';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/language-names';
import { Icon } from '../ui/icon';
import type { BrowserRecognitionError } from './browser-recognition';
import { useRecognitionPlace } from './use-browser-recognition';

/**
 * Said wherever the browser recognises instead of the server: that it does, and where the recording
 * goes (this device, or the browser maker's service), so nobody sends their voice away unknowingly.
 */
export function BrowserRecognitionNotice({ language, className }: { language: LanguageCode; className?: string }) {
  const { t, i18n } = useTranslation();
  const place = useRecognitionPlace(language, true);
  const where = !place
    ? null
    : place.kind === 'device'
      ? t('speechRecognition.onDevice')
      : place.vendor
        ? t('speechRecognition.toVendor', { vendor: place.vendor })
        : t('speechRecognition.toMaker');
  return (
    <div
      data-testid="browser-recognition-notice"
      className={`flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-left text-sm text-sky-900 ring-1 ring-inset ring-sky-200 ${className ?? ''}`}
    >
      <Icon name="microphone" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <span className="font-medium">
          {t('speechRecognition.byBrowser', { language: languageName(language, i18n.language) })}
        </span>{' '}
        {where}
      </p>
    </div>
  );
}

/** The learner's words for a failure of the browser's recogniser. */
export function browserRecognitionFailureText(
  error: BrowserRecognitionError,
  language: LanguageCode,
  t: TFunction,
  locale: string,
): string {
  if (error.kind === 'language')
    return t('speechRecognition.errors.language', { language: languageName(language, locale) });
  if (error.kind === 'network') return t('speechRecognition.errors.network');
  return t('speechRecognition.errors.failed', { message: error.message });
}
