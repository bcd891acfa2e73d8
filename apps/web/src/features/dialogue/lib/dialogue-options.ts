import type { DialogueLevel, DialogueTopic } from '@tolk/contracts/dialogue';
import type { ParseKeys } from 'i18next';

/** The six levels, each named with what it means (docs/product.md, Dialogue). */
export const LEVEL_LABELS: Record<DialogueLevel, ParseKeys> = {
  A1: 'dialogue.levels.A1',
  A2: 'dialogue.levels.A2',
  B1: 'dialogue.levels.B1',
  B2: 'dialogue.levels.B2',
  C1: 'dialogue.levels.C1',
  C2: 'dialogue.levels.C2',
};

/**
 * The topics' names in the interface language. The server's list holds the English names (what
 * the model is told); any of them it sends is shown translated.
 */
export const TOPIC_LABELS: Record<DialogueTopic, ParseKeys> = {
  'General conversation': 'dialogue.topics.general',
  Travel: 'dialogue.topics.travel',
  'Food and cooking': 'dialogue.topics.food',
  'Work and business': 'dialogue.topics.work',
  'Family and friends': 'dialogue.topics.family',
  'Hobbies and interests': 'dialogue.topics.hobbies',
  Weather: 'dialogue.topics.weather',
  Shopping: 'dialogue.topics.shopping',
  'Health and fitness': 'dialogue.topics.health',
  Education: 'dialogue.topics.education',
  Technology: 'dialogue.topics.technology',
  Sports: 'dialogue.topics.sports',
  'Music and movies': 'dialogue.topics.music',
  'Daily routine': 'dialogue.topics.routine',
  'Future plans': 'dialogue.topics.future',
};

/** The reply's playback speeds; 1 by default. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_PLAYBACK_SPEED = 1;

/** Live mode: how long a transcribed recording waits in the box (to be read, or corrected) before it is sent. */
export const LIVE_SEND_DELAY_MS = 1_000;

/** Auto-audio: how long after the reply arrives its audio starts. */
export const AUTO_AUDIO_DELAY_MS = 500;
