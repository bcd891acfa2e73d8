import { type CreatePhraseRequest, CreatePhraseResponse, type Phrase, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../api-client';

/** Saves a phrase on the server (the translators, and Sync Data for phrases saved on this device). */
export async function createPhrase(body: CreatePhraseRequest): Promise<Phrase> {
  const response = await apiRequest(phrasePaths.phrases, {
    method: 'POST',
    body,
    auth: true,
    schema: CreatePhraseResponse,
  });
  return response.phrase;
}
