import { readdirSync } from 'node:fs';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@tolk/contracts/interface-languages';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ENGLISH_SECTIONS, englishSectionLoaders, loadEnglishSections } from '../src/i18n/english-sections';
import { catalogBackend, catalogLoaders, i18nOptions, resources } from '../src/i18n/resources';
import { type Catalog, readCatalog, readCatalogFile } from './support/catalogs';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens a catalog into dotted keys, the way i18next addresses them. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function pluralCategories(lng: string): string[] {
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
}

/** The values a string interpolates; a catalog's formatting of one (`{{language, lowercase}}`) is its own business. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => `{{${m[1]}}}`);
}

const english = flatten(readCatalog('en'));

/** English keys grouped: a plural base (from `x_one`/`x_other`) stands for all its forms. */
const englishEntries = new Map<string, { plural: boolean; texts: string[] }>();
for (const [key, text] of english) {
  const base = key.replace(PLURAL_SUFFIX, '');
  const plural = base !== key && english.has(`${base}_other`);
  const id = plural ? base : key;
  const entry = englishEntries.get(id) ?? { plural, texts: [] };
  entry.texts.push(text);
  englishEntries.set(id, entry);
}

/** The keys a catalog for `lng` must have: every English key, plurals in the language's own forms. */
function expectedKeys(lng: string): Set<string> {
  const keys = new Set<string>();
  for (const [id, { plural }] of englishEntries) {
    if (!plural) keys.add(id);
    else for (const category of pluralCategories(lng)) keys.add(`${id}_${category}`);
  }
  return keys;
}

/** Texts that stay Russian in every language (docs/product.md, Interface languages): ru and en hold them exactly. */
const RUSSIAN_FIXED_TEXTS: Record<string, string> = {
  'appError.title': 'Произошла ошибка',
  'appError.reload': 'Обновить страницу',
};

/** Strings that are the same in every language: the landing page's sample Norwegian sentence and its Russian translation. */
const SAME_IN_EVERY_LANGUAGE = new Set(['landing.hero.preview.source', 'landing.hero.preview.target']);

/** Words that stay as they are in any language: names and identifiers. */
const UNTRANSLATED_WORDS =
  /\b(Tolk|eSpeak NG|JWT|API|Node\.js|PostgreSQL|React|TypeScript|Web Audio|MediaRecorder|GPT|AI|[A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g;

function wordsOf(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(UNTRANSLATED_WORDS, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

const translated = INTERFACE_LANGUAGES.filter((lng) => lng !== 'en');

describe('interface-language catalogs', () => {
  it('registers one catalog for each interface language, English bundled as the fallback', async () => {
    expect(Object.keys(catalogLoaders).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
    for (const lng of INTERFACE_LANGUAGES)
      expect(await catalogLoaders[lng](), lng).toEqual(readCatalogFile(`${lng}.json`));
    expect(Object.keys(resources)).toEqual(['en']);
    expect(resources.en.translation).toEqual(readCatalogFile('en.json'));
    expect(i18nOptions.fallbackLng).toBe('en');
    expect(i18nOptions.lng).toBe('en');
  });

  it('shows English by default and another language once chosen', async () => {
    const i18n = createInstance().use(catalogBackend);
    await i18n.init({ ...i18nOptions });
    expect(i18n.language).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    await i18n.changeLanguage('nl');
    expect(i18n.t('notFound.title')).toBe('Pagina niet gevonden');
    await i18n.changeLanguage('no');
    expect(i18n.t('nav.signIn')).toBe('Logg inn');
  });

  it('keeps the lazily loaded pages’ English sections out of the bundled core, one file each', async () => {
    const files = readdirSync(new URL('../src/i18n/locales/en/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...ENGLISH_SECTIONS].sort());
    const core = readCatalogFile('en.json');
    for (const section of ENGLISH_SECTIONS) {
      expect(core, section).not.toHaveProperty(section);
      expect(await englishSectionLoaders[section](), section).toEqual(readCatalogFile(`en/${section}.json`));
    }
  });

  it('finds a section’s English strings once loaded, and the other languages’ in their own catalogs', async () => {
    const i18n = createInstance().use(catalogBackend);
    await i18n.init({ ...i18nOptions });
    expect(i18n.t('admin.tabs.users')).toBe('admin.tabs.users');
    await loadEnglishSections(i18n, ['admin', 'vocabulary']);
    expect(i18n.t('admin.tabs.users')).toBe('Users');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    await i18n.changeLanguage('ru');
    expect(i18n.t('admin.tabs.users')).toBe(flatten(readCatalog('ru')).get('admin.tabs.users'));
    expect(i18n.t('admin.tabs.users')).not.toBe('Users');
  });

  it('falls back from the chosen language to English, then to the key', async () => {
    const partial = { en: { translation: { only: { english: 'English text' } } }, nl: { translation: {} } };
    const i18n = createInstance();
    await i18n.init({ ...i18nOptions, resources: partial, supportedLngs: ['en', 'nl'], lng: 'nl' });
    expect(i18n.t('only.english' as never)).toBe('English text');
    expect(i18n.t('no.such.key' as never)).toBe('no.such.key');
  });

  it('renders every plural form through i18next in every language', async () => {
    const i18n = createInstance().use(catalogBackend);
    await i18n.init({ ...i18nOptions });
    await i18n.loadLanguages([...INTERFACE_LANGUAGES]);
    await loadEnglishSections(i18n, ENGLISH_SECTIONS);
    const samples = [0, 1, 2, 3, 5, 11, 21, 22, 25, 1.5, 1_000_000];
    const problems: string[] = [];
    for (const lng of INTERFACE_LANGUAGES) {
      const t = i18n.getFixedT(lng);
      const catalog = flatten(readCatalog(lng));
      for (const [id, { plural }] of englishEntries) {
        if (!plural) continue;
        for (const count of samples) {
          const text = t(id as never, { count });
          const category = new Intl.PluralRules(lng).select(count);
          if (text !== catalog.get(`${id}_${category}`)?.replace('{{count}}', String(count)))
            problems.push(`${lng} ${id} ${count}: ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(i18n.getFixedT('ru')('admin.users.count', { count: 5 })).toBe('5 пользователей');
    expect(i18n.getFixedT('ru')('admin.users.count', { count: 22 })).toBe('22 пользователя');
    expect(i18n.getFixedT('ja')('admin.diagnostics.engines.languages', { count: 1 })).toBe('1 言語');
  });

  describe.each(translated)('%s', (lng: InterfaceLanguage) => {
    const catalog = flatten(readCatalog(lng));
    const expected = expectedKeys(lng);

    it('has every key English has, with the plural forms the language needs, and no others', () => {
      const missing = [...expected].filter((key) => !catalog.has(key));
      const extra = [...catalog.keys()].filter((key) => !expected.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty strings', () => {
      const empty = [...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('keeps every placeholder of the English string', () => {
      const problems: string[] = [];
      for (const [key, text] of catalog) {
        const id = englishEntries.has(key) ? key : key.replace(PLURAL_SUFFIX, '');
        const wanted = new Set((englishEntries.get(id)?.texts ?? []).flatMap(placeholders));
        const got = new Set(placeholders(text));
        for (const p of wanted) if (!got.has(p)) problems.push(`${key}: lacks ${p}`);
        for (const p of got) if (!wanted.has(p)) problems.push(`${key}: unknown ${p}`);
      }
      expect(problems).toEqual([]);
    });

    it('translates the English: strings of three words or more differ from English', () => {
      const untranslated = [...catalog]
        .filter(([key, text]) => {
          if (SAME_IN_EVERY_LANGUAGE.has(key) || (lng === 'ru' && key.startsWith('appError.'))) return false;
          const source = english.get(key) ?? english.get(`${key.replace(PLURAL_SUFFIX, '')}_other`);
          return source !== undefined && wordsOf(source).length >= 3 && text === source;
        })
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('has no Russian left outside the Russian catalog', () => {
      const leftovers = [...catalog]
        .filter(([key, text]) => {
          if (SAME_IN_EVERY_LANGUAGE.has(key)) return false;
          return lng !== 'ru' && /\p{Script=Cyrillic}/u.test(text);
        })
        .map(([key]) => key);
      expect(leftovers).toEqual([]);
    });

    if (lng === 'ja') {
      it('writes Japanese in Japanese script wherever English has words to translate', () => {
        const latinOnly = [...catalog]
          .filter(([key, text]) => {
            const source = english.get(key) ?? english.get(`${key.replace(PLURAL_SUFFIX, '')}_other`) ?? '';
            return (
              !SAME_IN_EVERY_LANGUAGE.has(key) &&
              wordsOf(source).length >= 2 &&
              !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(text)
            );
          })
          .map(([key]) => key);
        expect(latinOnly).toEqual([]);
      });
    }
  });

  it('keeps the error screen’s Russian texts exactly', () => {
    const ru = flatten(readCatalog('ru'));
    for (const [key, text] of Object.entries(RUSSIAN_FIXED_TEXTS)) {
      expect(ru.get(key), key).toBe(text);
      expect(english.get(key), key).toBe(text);
    }
  });
});
