import { Parser } from 'htmlparser2';
import type { LexiconRecord } from '../lexicon-record';

/** One part of speech of a Vuizur definition and its glosses, in the file's order. */
export interface VuizurBlock {
  partOfSpeech: string | null;
  glosses: string[];
}

/**
 * Reads the HTML of a Vuizur (ebook_dictionary_creator) definition, the same in the TSV and the
 * StarDict files: `<i>noun</i><br><ol><li>a book</li>…</ol><br><i>verb</i><br><ol>…</ol>`. Each
 * `<i>` outside a list item opens a part of speech; each `<li>` is one gloss, as plain text with its
 * entities decoded (htmlparser2 does both, and is lenient with a bare '&' or '<' in a gloss). A list
 * item inside another becomes a gloss of its own, so the outer one keeps only its own words.
 */
export function parseVuizurDefinition(html: string): VuizurBlock[] {
  const blocks: VuizurBlock[] = [];
  const items: string[] = [];
  let partOfSpeech: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'li') items.push('');
        else if (name === 'i' && items.length === 0) partOfSpeech = '';
        else if (name === 'br' && items.length > 0) items[items.length - 1] += ' ';
      },
      ontext(text) {
        if (items.length > 0) items[items.length - 1] += text;
        else if (partOfSpeech !== null) partOfSpeech += text;
      },
      onclosetag(name) {
        if (name === 'i' && items.length === 0 && partOfSpeech !== null) {
          blocks.push({ partOfSpeech: plainText(partOfSpeech) || null, glosses: [] });
          partOfSpeech = null;
        } else if (name === 'li') {
          const gloss = plainText(items.pop() ?? '');
          if (!gloss) return;
          let block = blocks.at(-1);
          if (!block) {
            block = { partOfSpeech: null, glosses: [] };
            blocks.push(block);
          }
          block.glosses.push(gloss);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return blocks.filter((block) => block.glosses.length > 0);
}

/** One record per part of speech; the headword's forms go with each (the files do not say which they inflect). */
export function vuizurRecords(headword: string, forms: readonly string[], blocks: VuizurBlock[]): LexiconRecord[] {
  const word = plainText(headword);
  if (!word) return [];
  const cleanForms = usableForms(word, forms);
  return blocks.map((block) => ({
    headword: word,
    partOfSpeech: block.partOfSpeech,
    senses: block.glosses.map((gloss) => ({ gloss, examples: [] })),
    etymology: null,
    ipa: null,
    forms: cleanForms,
  }));
}

/** Whitespace (tabs, newlines, runs of spaces) as one space, trimmed. */
export function plainText(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * The forms worth storing: trimmed, distinct, not the headword. Wiktextract's template arguments
 * leak into some files as forms ('link=link=' in the Thai one, 'plaske head|nb|verb|…' in the Danish
 * one); no word of a language has '=' or '|' in it.
 */
function usableForms(headword: string, forms: readonly string[]): string[] {
  const seen = new Set<string>([headword]);
  const result: string[] = [];
  for (const raw of forms) {
    const form = plainText(raw);
    if (!form || /[=|]/u.test(form) || seen.has(form)) continue;
    seen.add(form);
    result.push(form);
  }
  return result;
}
