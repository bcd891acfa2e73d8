import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteLocalTrainer,
  markTrainerSynced,
  saveLocalTrainer,
  trainerName,
  unsyncedLocalTrainers,
} from '../src/entities/audio-tracks/local-trainers';
import { localTrainersDb } from '../src/entities/audio-tracks/local-trainers-db';
import { markPhraseSynced, saveLocalPhrase, unsyncedLocalPhrases } from '../src/entities/phrases/local-phrases';
import { localPhrasesDb } from '../src/entities/phrases/local-phrases-db';

afterEach(async () => {
  await localPhrasesDb.phrases.clear();
  await localTrainersDb.trainers.clear();
});

describe('the local phrase and trainer databases', () => {
  it('are two IndexedDB databases keyed by id, Dexie version 1', () => {
    expect(localPhrasesDb.name).not.toBe(localTrainersDb.name);
    expect(localPhrasesDb.verno).toBe(1);
    expect(localTrainersDb.verno).toBe(1);
    expect(localPhrasesDb.phrases.schema.primKey.keyPath).toBe('id');
    expect(localTrainersDb.trainers.schema.primKey.keyPath).toBe('id');
  });

  it('keeps a phrase with its recording until the server confirmed it', async () => {
    const recording = new Blob([new Uint8Array([26, 69, 223, 163])], { type: 'audio/webm' });
    await saveLocalPhrase({
      id: 'voice-1',
      text: 'Hei',
      translation: 'Привет',
      originalAudioBlob: recording,
      translatedAudioBase64: 'SUQz',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
    });
    const [waiting] = await unsyncedLocalPhrases();
    expect(waiting?.text).toBe('Hei');
    expect(waiting?.originalAudioBlob).toBeInstanceOf(Blob);

    await markPhraseSynced('voice-1', 'server-id');
    expect(await unsyncedLocalPhrases()).toEqual([]);
    expect((await localPhrasesDb.phrases.get('voice-1'))?.serverId).toBe('server-id');
  });

  it('saving the same id again replaces the phrase instead of adding one', async () => {
    const phrase = {
      id: '1700000000000',
      text: 'God morgen',
      translation: 'Good morning',
      originalAudioBlob: null,
      translatedAudioBase64: null,
      sourceLanguage: 'no',
      targetLanguage: 'en',
    };
    await saveLocalPhrase(phrase);
    await saveLocalPhrase({ ...phrase, translation: 'Good morning!' });
    expect(await localPhrasesDb.phrases.count()).toBe(1);
  });

  it('names a trainer Тренажёр with the local date-time and keeps its clips in order', async () => {
    const at = new Date(2025, 4, 17, 9, 30, 0);
    const trainer = await saveLocalTrainer(['AAA=', 'BBB='], at);
    expect(trainer.id).toBe(String(at.getTime()));
    expect(trainer.name).toBe(trainerName(at));
    expect(trainer.name.startsWith('Тренажёр ')).toBe(true);
    expect(trainer.name).toContain(at.toLocaleString());
    expect((await unsyncedLocalTrainers()).map((t) => t.audioBase64List)).toEqual([['AAA=', 'BBB=']]);

    await markTrainerSynced(trainer.id, 'track-1');
    expect(await unsyncedLocalTrainers()).toEqual([]);
    await deleteLocalTrainer(trainer.id);
    expect(await localTrainersDb.trainers.count()).toBe(0);
  });
});
