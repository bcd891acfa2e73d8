import type { TFunction } from 'i18next';
import { ApiRequestError, NetworkError } from '../../../shared/api/api-errors';

/**
 * The text shown in the result box for a failed engine call (docs/product.md, Translation): our
 * own words for no speech and a bad language, else the server's `error` field (a 503 names what
 * an administrator must configure), else 'Server error: {status}'.
 */
export function describeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'NO_SPEECH') return t('translate.errors.noSpeech');
    if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.direction) return t('translate.errors.notSupported');
    return error.message || t('translate.errors.server', { status: error.status });
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
