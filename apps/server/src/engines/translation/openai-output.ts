/**
 * Chat models often wrap a translation in quotes, label it ("Translation:") or add notes
 * after it. Learners must see the translation only, so these are removed here. Each rule
 * is careful not to touch text that was already in the source.
 */

const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['„', '“'],
  ['‚', '‘'],
  ['‘', '’'],
  ['«', '»'],
  ['»', '«'],
  ['「', '」'],
  ['『', '』'],
];

const COMMENTARY_START =
  /^[\s([*_]*(?:notes?|explanation|transliteration|romani[sz]ation|pronunciation|literally|literal translation|translator'?s note|alternatively|(?:this|the) translation|i (?:translated|kept|used|have))\b/i;

export function cleanModelOutput(output: string, source: string, targetLanguageNames: readonly string[]): string {
  let text = stripThinking(output).trim();
  text = stripLabel(text, targetLanguageNames).trim();
  text = stripCommentary(text, source).trim();
  return stripWrappingQuotes(text, source).trim();
}

/** Reasoning models served by Ollama or vLLM may put their reasoning before the answer. */
function stripThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, '');
}

/** "Translation:", "Spanish translation:", "Here is the translation:", "**Spanish:**" and the like. */
function stripLabel(text: string, targetLanguageNames: readonly string[]): string {
  const language = targetLanguageNames.map(escapeRegExp).join('|');
  const translation = `(?:(?:the|your|a|(?:${language}))\\s+)?(?:translation|translated text)(?:\\s+(?:in|into|to)\\s+(?:${language}))?`;
  const label = new RegExp(
    `^[*_]*(?:here(?:'s| is)\\s+${translation}|${translation}|(?:${language}))(?:\\s*\\([^)\\n]*\\))?\\s*:[*_]*\\s*`,
    'i',
  );
  return text.replace(label, '');
}

/** Notes after the translation: only when the answer has more lines than the source had. */
function stripCommentary(text: string, source: string): string {
  const lines = text.split('\n');
  if (nonEmptyLineCount(lines) <= nonEmptyLineCount(source.split('\n'))) return text;
  const sourceHasParentheses = source.includes('(');
  const cut = lines.findIndex(
    (line, index) => index > 0 && (COMMENTARY_START.test(line) || (!sourceHasParentheses && isParenthesised(line))),
  );
  return cut === -1 ? text : lines.slice(0, cut).join('\n');
}

function stripWrappingQuotes(text: string, source: string): string {
  const pair = QUOTE_PAIRS.find(([open, close]) => isWrappedIn(text, open, close));
  if (!pair || QUOTE_PAIRS.some(([open, close]) => isWrappedIn(source.trim(), open, close))) return text;
  return text.slice(pair[0].length, -pair[1].length);
}

/** Wrapped, and not merely starting and ending with a quotation ("A" and "B"). */
function isWrappedIn(text: string, open: string, close: string): boolean {
  if (text.length < open.length + close.length || !text.startsWith(open) || !text.endsWith(close)) return false;
  const inner = text.slice(open.length, -close.length);
  return !inner.includes(open) && !inner.includes(close);
}

function isParenthesised(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith('(') && trimmed.endsWith(')');
}

function nonEmptyLineCount(lines: readonly string[]): number {
  return lines.filter((line) => line.trim() !== '').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
