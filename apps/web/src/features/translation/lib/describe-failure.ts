import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { TFunction } from 'i18next';
import { ApiRequestError, codeText, NetworkError } from '../../../shared/api/api-errors';
import { languageName } from '../../../shared/lib/language-names';

/** What a failure is about: the pair asked for, the interface language, and whether an administrator asked. */
export interface FailureContext {
  pair: LanguagePair;
  locale: string;
  isAdmin: boolean;
}

/**
 * The text shown in the result box for a failed engine call (docs/product.md, Translation): our
 * own words for no speech, a bad language and no engine for the pair or the language spoken
 * (an administrator also reads the server's message, which names what to configure), else the
 * server's `error` field, else 'Server error: {status}'.
 */
export function describeFailure(error: unknown, t: TFunction, context: FailureContext): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'NO_SPEECH') return t('translate.errors.noSpeech');
    // MODEL_PREPARING never gets here: both translators follow the download with a PreparingNotice instead.
    if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.direction) return t('translate.errors.notSupported');
    if (error.code === 'ENGINE_UNAVAILABLE') {
      const { pair, locale, isAdmin } = context;
      const missing =
        error.stage === 'recognition'
          ? t('translate.speech.unavailable', { language: languageName(pair.source, locale) })
          : t('languagePair.unavailable', {
              from: languageName(pair.source, locale),
              to: languageName(pair.target, locale),
            });
      return isAdmin && error.message ? `${missing} ${error.message}` : missing;
    }
    return codeText(error) ?? (error.message || t('translate.errors.server', { status: error.status }));
  }
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.unexpected');
}

/**
 * The title over a failed speech translation: each stage has its own words, and
 * the server names the stage that failed. Without one (the upload refused, no answer at all) the
 * recording was not understood. Audio generation is a call of its own, with its own message.
 */
export function speechFailureTitle(error: unknown, t: TFunction): string {
  const stage = error instanceof ApiRequestError ? error.stage : null;
  return stage === 'translation' ? t('translate.errors.translation') : t('translate.errors.recognition');
}
