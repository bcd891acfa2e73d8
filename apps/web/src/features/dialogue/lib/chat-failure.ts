import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/api/api-errors';

/** Why the chat model could not answer, in the interface language, from the error's code; undefined for others. */
function engineFailureText(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'ENGINE_UNAVAILABLE') return t('dialogue.errors.noChatModel');
  if (error.code === 'ENGINE_FAILED' || error.code === 'ENGINE_BUSY') return t('dialogue.errors.engineFailed');
  return undefined;
}

/**
 * What a failed message says (docs/product.md, Dialogue), in the interface language: no chat model
 * or one that did not answer (from the error's code), else 'Error sending message'. The server's
 * own English text is not shown on a learner's screen.
 */
export function chatFailureText(error: unknown, t: TFunction): string {
  return engineFailureText(error, t) ?? t('dialogue.errors.sending');
}

/** Why the report could not be written, the same way. */
export function feedbackFailureText(error: unknown, t: TFunction): string {
  const reason = engineFailureText(error, t);
  return reason ? t('dialogue.feedback.failedWith', { message: reason }) : t('dialogue.feedback.failed');
}
