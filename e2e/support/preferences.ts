import type { Page } from '@playwright/test';

/** Stores the learner's language choices before the app starts, once per tab (a reload keeps later changes). */
export async function presetLanguages(
  page: Page,
  preferences: { selectedLanguagePair?: string; interfaceLanguage?: string },
): Promise<void> {
  await page.addInitScript((values) => {
    if (window.sessionStorage.getItem('e2e-languages-set')) return;
    for (const [key, value] of Object.entries(values)) if (value) window.localStorage.setItem(key, value);
    window.sessionStorage.setItem('e2e-languages-set', '1');
  }, preferences);
}

/** The translation's <audio>: a source was set and it played (or at least has a real duration). */
export async function translationAudio(page: Page) {
  return page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    src: audio.currentSrc,
    duration: audio.duration,
    played: audio.played.length > 0 && audio.played.end(0) > 0,
  }));
}
