import type { TFunction } from 'i18next';
import type { ServerRefusal } from './api-errors';

/**
 * Why the server refused an item for good, in the interface language, from its code and the
 * fields it named (never its English message): a phrase refused on its target language has the
 * same language on both sides, the one content rule about it a phrase can break.
 */
export function refusalText(t: TFunction, refusal: ServerRefusal): string {
  switch (refusal.code) {
    case 'VALIDATION_FAILED':
      return refusal.fields.includes('targetLanguage') ? t('sync.refused.sameLanguages') : t('sync.refused.content');
    case 'PAYLOAD_TOO_LARGE':
      return t('sync.refused.tooLarge');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t('sync.refused.format');
    default:
      return t('sync.refused.other', { status: refusal.status });
  }
}
