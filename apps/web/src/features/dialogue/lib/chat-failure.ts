import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/api/api-errors';

/**
 * What a failed message says (docs/product.md, Dialogue): 'Error: ' and the server's own words
 * when it gave some (a 503 names what an administrator must configure, a 400 what was wrong),
 * else 'Error sending message' (no answer, or one without a message).
 */
export function chatFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.message) return t('dialogue.errors.server', { message: error.message });
  return t('dialogue.errors.sending');
}

/** Why the report could not be written: the server's words when it gave some, else a general line. */
export function feedbackFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.message)
    return t('dialogue.feedback.failedWith', { message: error.message });
  return t('dialogue.feedback.failed');
}
