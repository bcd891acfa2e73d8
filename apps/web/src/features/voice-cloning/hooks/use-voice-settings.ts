import { useCallback, useState } from 'react';
import { readVoiceSettings, type VoiceSettings, writeVoiceSettings } from '../lib/voice-settings';

/** This user's voice settings on this device, and saving them. */
export function useVoiceSettings(userId: string) {
  const [settings, setSettings] = useState(() => readVoiceSettings(userId));
  const save = useCallback((next: VoiceSettings) => setSettings(writeVoiceSettings(userId, next)), [userId]);
  const setClonedVoice = useCallback(
    (clonedVoiceId: string | null) =>
      setSettings(writeVoiceSettings(userId, { ...readVoiceSettings(userId), clonedVoiceId })),
    [userId],
  );
  return { settings, save, setClonedVoice };
}
