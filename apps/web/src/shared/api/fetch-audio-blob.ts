import { ApiRequestError, NetworkError } from './api-errors';
import { apiSession } from './api-session';

/**
 * Audio the API serves only to its owner: an <audio src> cannot send the bearer token, so the
 * clip is fetched with it and played or saved from a blob.
 */
export async function fetchAudioBlob(path: string): Promise<Blob> {
  const token = apiSession().token();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
  }
  if (!response.ok) {
    const error = new ApiRequestError(response.status, null, '');
    if (response.status === 401) apiSession().onAuthFailure(error);
    throw error;
  }
  return response.blob();
}
