import { describe, expect, it } from 'vitest';
import { type Catalog, readCatalog } from './support/catalogs';

function lookup(lng: string, key: string): string | undefined {
  let node: string | Catalog | undefined = readCatalog(lng);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The translators' texts, word for word (docs/product.md, Translation). */
const RUSSIAN: Record<string, string> = {
  'translate.text.blank': 'Введите текст для перевода',
  'translate.errors.server': 'Ошибка сервера: {{status}}',
  'translate.errors.recognition': 'Ошибка распознавания речи',
  'translate.errors.translation': 'Ошибка перевода',
  'translate.errors.audio': 'Не удалось сгенерировать аудио',
  'translate.errors.microphoneDenied': 'Не удалось получить доступ к микрофону.',
  'translate.errors.recordingFailed': 'Не удалось начать запись: {{message}}',
  'translate.result.saveFailed': 'Ошибка сохранения фразы. Попробуйте еще раз.',
};

const ENGLISH: Record<string, string> = {
  'translate.result.saved': 'Phrase saved!',
  'translate.result.copied': 'Copied!',
  'translate.errors.noSpeech': 'No speech detected',
  'translate.errors.notSupported': 'Language not supported',
  'translate.length.optimal': 'Optimal',
  'translate.length.good': 'Good',
  'translate.length.large': 'Large',
  'translate.length.veryLarge': 'Very Large',
};

describe('the translators’ exact texts', () => {
  it.each(Object.entries(RUSSIAN))('ru %s', (key, text) => {
    expect(lookup('ru', key)).toBe(text);
  });

  it.each(Object.entries(ENGLISH))('en %s', (key, text) => {
    expect(lookup('en', key)).toBe(text);
  });
});
