/** The browser storage keys the app reads and writes. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  interfaceLanguage: 'interfaceLanguage',
  selectedLanguagePair: 'selectedLanguagePair',
} as const;
