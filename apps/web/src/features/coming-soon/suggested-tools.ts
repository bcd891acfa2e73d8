import type { ParseKeys } from 'i18next';
import type { IconName } from '../../shared/ui/icon';

export interface SuggestedTool {
  path: string;
  title: ParseKeys;
  description: ParseKeys;
  icon: IconName;
}

/**
 * Working tools a placeholder page points to instead (the page's own path is left out),
 * the translators first: they are what a learner waiting for live speech or pronunciation wants.
 */
export const SUGGESTED_TOOLS: SuggestedTool[] = [
  {
    path: '/speechtranslate',
    title: 'comingSoon.pages.speechTranslate.title',
    description: 'comingSoon.pages.speechTranslate.description',
    icon: 'microphone',
  },
  {
    path: '/texttranslate',
    title: 'comingSoon.pages.textTranslate.title',
    description: 'comingSoon.pages.textTranslate.description',
    icon: 'language',
  },
  {
    path: '/phrases',
    title: 'comingSoon.pages.phrases.title',
    description: 'comingSoon.pages.phrases.description',
    icon: 'bookmark',
  },
  {
    path: '/audio',
    title: 'comingSoon.pages.audio.title',
    description: 'comingSoon.pages.audio.description',
    icon: 'music',
  },
];
