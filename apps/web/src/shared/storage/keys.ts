/** Browser storage keys of the spec (section 3, "Browser storage"). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  interfaceLanguage: 'interfaceLanguage',
  selectedLanguagePair: 'selectedLanguagePair',
} as const;
