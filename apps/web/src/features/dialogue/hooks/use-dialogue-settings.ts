import {
  DIALOGUE_DEFAULT_LANGUAGE,
  DIALOGUE_DEFAULT_LEVEL,
  DIALOGUE_DEFAULT_TOPIC,
  DIALOGUE_TOPICS,
  type DialogueLevel,
  type DialogueTopic,
} from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useState } from 'react';
import { useDialogueTopics } from '../api/get-dialogue-topics';
import { DEFAULT_PLAYBACK_SPEED } from '../lib/dialogue-options';

export interface DialogueSettings {
  language: LanguageCode;
  level: DialogueLevel;
  topic: DialogueTopic;
  speed: number;
  liveMode: boolean;
  autoAudio: boolean;
}

export const DEFAULT_SETTINGS: DialogueSettings = {
  language: DIALOGUE_DEFAULT_LANGUAGE,
  level: DIALOGUE_DEFAULT_LEVEL,
  topic: DIALOGUE_DEFAULT_TOPIC,
  speed: DEFAULT_PLAYBACK_SPEED,
  liveMode: false,
  autoAudio: true,
};

/**
 * The page's choices (docs/product.md, Dialogue): Norwegian at A1 about general conversation,
 * normal speed, live mode off and auto-audio on. The topics are the page's own list until the
 * server's answers; a chosen topic the server's list lacks falls back to its first.
 */
export function useDialogueSettings() {
  const [settings, setSettings] = useState<DialogueSettings>(DEFAULT_SETTINGS);
  const serverTopics = useDialogueTopics();
  const topics: readonly DialogueTopic[] = serverTopics.data?.length ? serverTopics.data : DIALOGUE_TOPICS;
  const topic = topics.includes(settings.topic) ? settings.topic : (topics[0] ?? DIALOGUE_DEFAULT_TOPIC);
  const change = (next: Partial<DialogueSettings>) => setSettings((current) => ({ ...current, ...next }));
  return { settings: { ...settings, topic }, topics, change };
}
