import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { interfaceLanguageStore } from '../../src/shared/interface-language/interface-language-store';
import { languagePairStore } from '../../src/shared/language-pair/language-pair-store';
import { sessionStore } from '../../src/shared/session/session-store';

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
