import { BinaryBody, endpoint } from '../endpoint';
import { PHRASE_BODY_LIMIT_BYTES } from '../limits';
import {
  CreatePhraseRequest,
  CreatePhraseResponse,
  DeletePhraseResponse,
  PhraseAudioQuery,
  PhraseIdParams,
  PhrasesQuery,
  PhrasesResponse,
} from '../phrases';

export const phrasesEndpoints = {
  listPhrases: endpoint({
    summary: "One page of the user's own phrases, newest first.",
    method: 'GET',
    path: '/api/user/phrases',
    access: 'active-user',
    engineBudget: 'none',
    query: PhrasesQuery,
    responses: { 200: PhrasesResponse },
    produces: 'json',
  }),
  createPhrase: endpoint({
    summary: 'Save a phrase with its clips (idempotent by clientId).',
    method: 'POST',
    path: '/api/user/phrases',
    access: 'active-user',
    engineBudget: 'none',
    body: CreatePhraseRequest,
    bodyLimit: PHRASE_BODY_LIMIT_BYTES,
    responses: { 200: CreatePhraseResponse },
    produces: 'json',
  }),
  deletePhrase: endpoint({
    summary: "Delete one of the user's phrases; another user's is 404.",
    method: 'DELETE',
    path: '/api/user/phrases/:id',
    access: 'active-user',
    engineBudget: 'none',
    params: PhraseIdParams,
    responses: { 200: DeletePhraseResponse },
    produces: 'json',
  }),
  phraseAudio: endpoint({
    summary: "A phrase's translated or original clip.",
    method: 'GET',
    path: '/api/user/phrases/:id/audio',
    access: 'active-user',
    engineBudget: 'none',
    params: PhraseIdParams,
    query: PhraseAudioQuery,
    responses: { 200: BinaryBody, 206: BinaryBody },
    produces: 'audio',
  }),
};
