import type { ParseKeys } from 'i18next';
import type { IconName } from '../../shared/ui/icon';

export interface NavItem {
  to: string;
  label: ParseKeys;
  icon: IconName;
}

export interface NavSection {
  id: string;
  label: ParseKeys;
  items: NavItem[];
  adminOnly?: boolean;
}

/** The navigation bar (docs/product.md, Navigation), grouped so it stays compact. */
export const NAV_SECTIONS: NavSection[] = [
  {
    id: 'overview',
    label: 'nav.sections.overview',
    items: [
      { to: '/home', label: 'nav.home', icon: 'home' },
      { to: '/dashboard', label: 'nav.dashboard', icon: 'dashboard' },
    ],
  },
  {
    id: 'learn',
    label: 'nav.sections.learn',
    items: [
      { to: '/gpt-dialogue', label: 'nav.gptDialogue', icon: 'chat' },
      { to: '/vocabulary', label: 'nav.vocabulary', icon: 'book' },
    ],
  },
  {
    id: 'translate',
    label: 'nav.sections.translate',
    items: [
      { to: '/speechtranslate', label: 'nav.speechTranslate', icon: 'microphone' },
      { to: '/livespeech', label: 'nav.liveSpeech', icon: 'signal' },
      { to: '/texttranslate', label: 'nav.textTranslate', icon: 'language' },
      { to: '/voice-cloning', label: 'nav.voiceCloning', icon: 'user' },
    ],
  },
  {
    id: 'library',
    label: 'nav.sections.library',
    items: [
      { to: '/phrases', label: 'nav.phrases', icon: 'bookmark' },
      { to: '/audio', label: 'nav.audio', icon: 'music' },
    ],
  },
  {
    id: 'admin',
    label: 'nav.sections.admin',
    adminOnly: true,
    items: [
      { to: '/admin/users', label: 'nav.adminPanel', icon: 'users' },
      { to: '/admin/debug', label: 'nav.systemDebug', icon: 'terminal' },
    ],
  },
];
