import type { SuggestedTool } from './suggested-tools';

/** The tools that already listen to the learner speak: what /speaking offers until its own scoring lands. */
export const SPEAKING_TOOLS: SuggestedTool[] = [
  { path: '/vocabulary', title: 'nav.vocabulary', description: 'speaking.tools.vocabulary', icon: 'book' },
  { path: '/gpt-dialogue', title: 'nav.gptDialogue', description: 'speaking.tools.dialogue', icon: 'chat' },
  {
    path: '/speechtranslate',
    title: 'nav.speechTranslate',
    description: 'speaking.tools.speechTranslate',
    icon: 'microphone',
  },
];
