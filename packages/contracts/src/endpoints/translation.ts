import { endpoint } from '../endpoint';
import { EnginesResponse } from '../engines';
import { TextToSpeechRequest, TextToSpeechResponse, TranscribeFields, TranscribeResponse } from '../speech';
import {
  SpeechTranslateFields,
  SpeechTranslateResponse,
  TextTranslateRequest,
  TextTranslateResponse,
} from '../translation';

/** Translation and speech: the engine calls of the translators. */
export const translationEndpoints = {
  translateText: endpoint({
    summary: 'Text translated from one language into another.',
    method: 'POST',
    path: '/api/text-translate',
    access: 'active-user',
    engineBudget: 'per-call',
    body: TextTranslateRequest,
    responses: { 200: TextTranslateResponse },
    produces: 'json',
  }),
  translateSpeech: endpoint({
    summary: 'A recording recognised, then translated.',
    method: 'POST',
    path: '/api/speech-translate',
    access: 'active-user',
    engineBudget: 'per-call',
    upload: { file: 'audio', fields: SpeechTranslateFields },
    responses: { 200: SpeechTranslateResponse },
    produces: 'json',
  }),
  engines: endpoint({
    summary: 'What the engines serve: capabilities, languages and pairs.',
    method: 'GET',
    path: '/api/engines',
    access: 'active-user',
    engineBudget: 'none',
    responses: { 200: EnginesResponse },
    produces: 'json',
  }),
};

export const speechEndpoints = {
  textToSpeech: endpoint({
    summary: 'Text spoken by the speech engines, as base64 MP3.',
    method: 'POST',
    path: '/api/text-to-speech',
    access: 'active-user',
    engineBudget: 'per-call',
    body: TextToSpeechRequest,
    responses: { 200: TextToSpeechResponse },
    produces: 'json',
  }),
  transcribe: endpoint({
    summary: 'A WAV recording recognised as text.',
    method: 'POST',
    path: '/api/audio/transcribe',
    access: 'active-user',
    engineBudget: 'per-call',
    upload: { file: 'audio', fields: TranscribeFields },
    responses: { 200: TranscribeResponse },
    produces: 'json',
  }),
};
