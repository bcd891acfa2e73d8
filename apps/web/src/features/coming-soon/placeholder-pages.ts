import type { ParseKeys } from 'i18next';
import type { IconName } from '../../shared/ui/icon';

export interface PlaceholderPageConfig {
  path: string;
  title: ParseKeys;
  description: ParseKeys;
  icon: IconName;
  /** Development progress shown as a bar (live translation and pronunciation practice show 75%). */
  progress?: number;
}

/** Guarded routes whose features arrive with later issues; one shared page renders each. */
export const PLACEHOLDER_PAGES: PlaceholderPageConfig[] = [
  {
    path: '/livespeech',
    title: 'comingSoon.pages.liveSpeech.title',
    description: 'comingSoon.pages.liveSpeech.description',
    icon: 'signal',
    progress: 75,
  },
  {
    path: '/speaking',
    title: 'comingSoon.pages.speaking.title',
    description: 'comingSoon.pages.speaking.description',
    icon: 'microphone',
    progress: 75,
  },
];
