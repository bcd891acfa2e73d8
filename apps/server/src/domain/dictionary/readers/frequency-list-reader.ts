import { basename } from 'node:path';
import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import { readTextLines } from './text-lines';

/** A word of a frequency list and its place in it (1 = most common). */
export interface RankedWord {
  word: string;
  rank: number;
}

/** Longer lines are not `word count` lines of any list; they are skipped without being held whole. */
const MAX_LINE_CHARS = 4096;

/**
 * Reads a FrequencyWords list (hermitdave/FrequencyWords, from OpenSubtitles): `word count` a line,
 * most common first. The rank is the line's number, so a skipped malformed line keeps the ranks of
 * the others as the list has them. Streaming, one line in memory.
 */
export async function* readFrequencyList(path: string): AsyncIterable<RankedWord> {
  let rank = 0;
  for await (const line of readTextLines(path, { maxLineChars: MAX_LINE_CHARS })) {
    rank += 1;
    const word = line.length > MAX_LINE_CHARS ? null : parseFrequencyLine(line);
    if (word !== null) yield { word, rank };
  }
}

/** The word of a `word count` line, or null when the line is not one. */
function parseFrequencyLine(line: string): string | null {
  const match = /^\uFEFF?(.*\S)\s+\d+\s*$/u.exec(line);
  return match?.[1] ?? null;
}

/**
 * FrequencyWords' codes that name one of ours under another spelling. zh_tw is left out: it counts
 * Traditional characters, and our Chinese is Simplified (zh-CN).
 */
const CODE_ALIASES: Record<string, LanguageCode> = { zh_cn: 'zh', nb: 'no', pt_br: 'pt' };

/**
 * The language of a FrequencyWords file, `<code>_50k.txt` or `<code>_full.txt` ('no_50k.txt' → 'no',
 * 'zh_cn_full.txt' → 'zh', 'pt_br_50k.txt' → 'pt'); null for other names and languages outside our 20.
 */
export function frequencyFileLanguage(fileName: string): LanguageCode | null {
  return frequencyFileName(fileName)?.language ?? null;
}

function frequencyFileName(fileName: string): { language: LanguageCode; regional: boolean; top: boolean } | null {
  const match = /^([a-z]{2}(?:_[a-z]{2})?)_(50k|full)\.txt$/u.exec(basename(fileName).toLowerCase());
  const code = match?.[1];
  if (!code) return null;
  const language = isLanguageCode(code) ? code : CODE_ALIASES[code];
  return language ? { language, regional: code.includes('_'), top: match[2] === '50k' } : null;
}

/**
 * Of several FrequencyWords files, the one to import per language: the language's own list before a
 * regional one ('pt' is European Portuguese like our pt-PT, before 'pt_br'), and the top 50,000 before
 * the full list (the same ranks, and every word past 50,000 is EXPERT either way: difficulty-level.ts).
 */
export function preferredFrequencyFiles(fileNames: readonly string[]): Map<LanguageCode, string> {
  const chosen = new Map<LanguageCode, { fileName: string; score: number }>();
  for (const fileName of fileNames) {
    const parsed = frequencyFileName(fileName);
    if (!parsed) continue;
    const score = (parsed.regional ? 0 : 2) + (parsed.top ? 1 : 0);
    const current = chosen.get(parsed.language);
    if (!current || score > current.score) chosen.set(parsed.language, { fileName, score });
  }
  return new Map([...chosen].map(([language, { fileName }]) => [language, fileName]));
}
