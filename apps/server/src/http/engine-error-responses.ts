import { ApiError } from '@tolk/contracts/errors';

/** Every engine endpoint can answer these besides its success. */
export const engineErrorResponses = {
  401: ApiError,
  403: ApiError,
  429: ApiError,
  502: ApiError,
  503: ApiError,
};

/** An engine endpoint that takes a recording: the upload's refusals too (decode-audio-upload, validate-recording). */
export const recordingEngineErrorResponses = {
  ...engineErrorResponses,
  400: ApiError,
  413: ApiError,
  415: ApiError,
  422: ApiError,
};
