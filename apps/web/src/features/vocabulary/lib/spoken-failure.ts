import { ApiRequestError } from '../../../shared/api/api-errors';

/**
 * Which failure a spoken answer met (docs/product.md, Vocabulary: Spoken practice): the server answered with an error
 * ('server error'), or the check never got an answer: the recording could not be converted or
 * sent ('check failed'). Either way the answer counts as incorrect.
 */
export type SpokenFailure = 'server' | 'check';

export function spokenFailureOf(error: unknown): SpokenFailure {
  return error instanceof ApiRequestError ? 'server' : 'check';
}
