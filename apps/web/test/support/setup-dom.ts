import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { interfaceLanguageStore } from '../../src/entities/interface-language/interface-language-store';
import { languagePairStore } from '../../src/entities/language-pair/language-pair-store';
import { sessionStore } from '../../src/entities/session/session-store';
import { ENGLISH_SECTIONS, loadEnglishSections } from '../../src/i18n/english-sections';
import { i18n } from '../../src/i18n/i18n';

// Screens are rendered on their own, not through the router that loads their English strings with their chunk.
await loadEnglishSections(i18n, ENGLISH_SECTIONS);

// Every test starts in a fresh browser: nothing rendered, nothing stored, English, the real fetch.
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
  languagePairStore.reset();
  interfaceLanguageStore.reset();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
