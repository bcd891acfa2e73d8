import { ApiError } from '@tolk/contracts/errors';

/** Every engine endpoint can answer these besides its success. */
export const engineErrorResponses = {
  401: ApiError,
  403: ApiError,
  429: ApiError,
  502: ApiError,
  503: ApiError,
};
