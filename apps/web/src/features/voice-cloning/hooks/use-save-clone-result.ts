import { localeFor } from '@tolk/contracts/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLocalTrainer } from '../../../entities/audio-tracks/local-trainers';
import { saveLocalPhrase } from '../../../entities/phrases/local-phrases';
import { bytesToBase64 } from '../../../shared/lib/base64';
import type { CloneResult } from '../lib/clone-result';

export type SaveState = 'idle' | 'saving' | 'saved' | 'savedLocally' | 'failed';

/**
 * 'Add to phrases and audio trainers': the result as a local phrase (the webm recording and the cloned MP3) and a
 * local trainer of that MP3, then uploaded at once by `upload` (Sync Data) so it shows in My Phrases and My Audio.
 * When the upload cannot run now, both stay on this device for the next Sync Data.
 */
export function useSaveCloneResult(upload: (() => Promise<boolean>) | undefined) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<SaveState>('idle');
  const save = async (result: CloneResult) => {
    if (!result.originalText || !result.translatedText) return;
    setState('saving');
    try {
      const translatedAudioBase64 = result.clonedAudio
        ? bytesToBase64(new Uint8Array(await result.clonedAudio.arrayBuffer()))
        : null;
      await saveLocalPhrase({
        id: `${result.voiceId}-${result.timestamp}`,
        text: result.originalText,
        translation: result.translatedText,
        originalAudioBlob: result.originalAudio,
        translatedAudioBase64,
        sourceLanguage: result.sourceLanguage,
        targetLanguage: result.targetLanguage,
      });
      if (translatedAudioBase64)
        await saveLocalTrainer([translatedAudioBase64], new Date(result.timestamp), localeFor(i18n.language));
      const uploaded = upload ? await upload().catch(() => false) : false;
      setState(uploaded ? 'saved' : 'savedLocally');
    } catch {
      setState('failed');
    }
  };
  return { state, save, reset: () => setState('idle') };
}
