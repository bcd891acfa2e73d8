import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreatePhrase } from '../../../entities/phrases/api/create-phrase';
import { ApiRequestError } from '../../../shared/api/api-errors';

/** How long 'Phrase saved!' stays: 3 s. */
export const SAVED_CONFIRMATION_MS = 3000;

/** `storageFull`: the server refused the clips, the learner's audio storage being full. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'storageFull';

export interface PhraseToSave {
  text: string;
  translation: string;
  pair: LanguagePair;
  /** The learner's recording as a data URL; empty for text translation. */
  originalAudio: string;
  /** The translation's audio as base64 MP3, when it could be generated. */
  translatedAudio: string | null;
}

/** Save Phrase: one save at a time, a 3 s confirmation, and a fresh state for every new result. */
export function useSavePhrase(resultKey: unknown) {
  const { mutateAsync: createPhrase } = useCreatePhrase();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new translation can be saved again; a pending confirmation belongs to the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resultKey is the trigger, not a value read here.
  useEffect(() => {
    clearTimeout(timer.current);
    setStatus('idle');
  }, [resultKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    async (phrase: PhraseToSave) => {
      setStatus('saving');
      try {
        await createPhrase({
          text: phrase.text,
          translation: phrase.translation,
          sourceLanguage: phrase.pair.source,
          targetLanguage: phrase.pair.target,
          originalAudioBlob: phrase.originalAudio,
          translatedAudioBase64: phrase.translatedAudio,
        });
        setStatus('saved');
        timer.current = setTimeout(() => setStatus('idle'), SAVED_CONFIRMATION_MS);
      } catch (error) {
        const full = error instanceof ApiRequestError && error.code === 'STORAGE_QUOTA_EXCEEDED';
        setStatus(full ? 'storageFull' : 'failed');
      }
    },
    [createPhrase],
  );

  return { status, save };
}
