/** The browser storage keys the app reads and writes. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  interfaceLanguage: 'interfaceLanguage',
  selectedLanguagePair: 'selectedLanguagePair',
  /** The voice-cloning settings, with the learner's own voice-provider key (never sent to our server). */
  voiceSettings: 'voiceSettings',
  /** 'true' once the learner chose 'Later' on the install card (or 'Got it' on iOS): never offered again. */
  pwaInstallDismissed: 'pwa-install-dismissed',
} as const;
