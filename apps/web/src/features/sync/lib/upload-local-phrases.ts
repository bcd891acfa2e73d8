import type { CreatePhraseRequest } from '@tolk/contracts/phrases';
import { createPhrase } from '../../../entities/phrases/api/create-phrase';
import { getAllPhrases } from '../../../entities/phrases/api/get-phrases';
import {
  markPhraseRefused,
  markPhraseSynced,
  syncedPhraseServerIds,
  unsyncedLocalPhrases,
} from '../../../entities/phrases/local-phrases';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { blobToDataUrl } from '../../../shared/lib/base64';
import { findServerPhrase } from './find-server-copy';
import { uploadPending } from './upload-pending';

async function toRequest(local: LocalPhrase): Promise<CreatePhraseRequest> {
  const original = local.originalAudioBlob;
  return {
    text: local.text,
    translation: local.translation,
    // Checked by the server against the catalog; a bad code comes back as this phrase's failure.
    sourceLanguage: local.sourceLanguage as CreatePhraseRequest['sourceLanguage'],
    targetLanguage: local.targetLanguage as CreatePhraseRequest['targetLanguage'],
    originalAudioBlob: original instanceof Blob ? await blobToDataUrl(original) : original,
    translatedAudioBase64: local.translatedAudioBase64,
    // The device's id makes the upload idempotent on the server: a repeated sync gets the same phrase.
    clientId: local.id,
  };
}

/** Uploads the phrases saved on this device (the first part of Sync Data). */
export function uploadLocalPhrases() {
  return uploadPending({
    part: 'phrases',
    pending: unsyncedLocalPhrases,
    listServer: getAllPhrases,
    claimedIds: syncedPhraseServerIds,
    findCopy: findServerPhrase,
    upload: async (local) => createPhrase(await toRequest(local)),
    markSynced: (local, serverId) => markPhraseSynced(local.id, serverId),
    markRefused: (local, refusal) => markPhraseRefused(local.id, refusal),
    label: (local) => local.text,
  });
}
