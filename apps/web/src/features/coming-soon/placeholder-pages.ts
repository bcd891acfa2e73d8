import type { ParseKeys } from 'i18next';
import type { IconName } from '../../shared/ui/icon';

export interface PlaceholderPageConfig {
  path: string;
  title: ParseKeys;
  description: ParseKeys;
  icon: IconName;
  /** Development progress shown as a bar (live translation shows 75%). */
  progress?: number;
}

/** Guarded routes whose features arrive with later issues; one shared page renders each (/speaking has its own). */
export const PLACEHOLDER_PAGES: PlaceholderPageConfig[] = [
  {
    path: '/livespeech',
    title: 'comingSoon.pages.liveSpeech.title',
    description: 'comingSoon.pages.liveSpeech.description',
    icon: 'signal',
    progress: 75,
  },
];
