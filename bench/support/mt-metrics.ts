// Corpus chrF and BLEU as sacreBLEU 2 defines them (decision 034 says why they are written here: no
// maintained npm package implements them). chrF: character n-grams 1–6 with whitespace removed, no word
// n-grams, β = 2, precision and recall averaged over the orders before the F-score. BLEU: 4-grams, one
// reference, the 13a tokenizer (the 'zh' one for Chinese), exponential smoothing, brevity penalty.
// Japanese and Korean would need sacreBLEU's MeCab tokenizers: their BLEU here is not comparable.

type Counts = Map<string, number>;

function ngrams(items: readonly string[], n: number): Counts {
  const counts: Counts = new Map();
  for (let i = 0; i + n <= items.length; i++) {
    const key = items.slice(i, i + n).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function matches(hypothesis: Counts, reference: Counts): number {
  let matched = 0;
  for (const [gram, count] of hypothesis) matched += Math.min(count, reference.get(gram) ?? 0);
  return matched;
}

const sum = (counts: Counts) => [...counts.values()].reduce((a, b) => a + b, 0);

/** Corpus chrF (sacreBLEU's CHRF() defaults: chrF2, character order 6, word order 0). */
export function chrF(hypotheses: readonly string[], references: readonly string[], beta = 2): number {
  const order = 6;
  const totals = Array.from({ length: order }, () => ({ hyp: 0, ref: 0, match: 0 }));
  hypotheses.forEach((hypothesis, index) => {
    const hyp = Array.from(hypothesis.split(/\s+/).join(''));
    const ref = Array.from((references[index] ?? '').split(/\s+/).join(''));
    for (let n = 1; n <= order; n++) {
      const h = ngrams(hyp, n);
      const r = ngrams(ref, n);
      const total = totals[n - 1] as { hyp: number; ref: number; match: number };
      total.hyp += sum(h);
      total.ref += sum(r);
      total.match += matches(h, r);
    }
  });
  const eps = 1e-16;
  let precision = 0;
  let recall = 0;
  let effective = 0;
  for (const { hyp, ref, match } of totals) {
    precision += hyp > 0 ? match / hyp : eps;
    recall += ref > 0 ? match / ref : eps;
    if (hyp > 0 && ref > 0) effective++;
  }
  if (effective === 0) return 0;
  precision /= effective;
  recall /= effective;
  const factor = beta ** 2;
  if (precision + recall === 0) return 0;
  return (100 * (1 + factor) * precision * recall) / (factor * precision + recall);
}

/** sacreBLEU's '13a' tokenizer (mteval-v13a): punctuation split off, except periods and commas inside numbers. */
export function tokenize13a(line: string): string[] {
  let text = line.replaceAll('<skipped>', '').replaceAll('-\n', '').replaceAll('\n', ' ');
  if (text.includes('&')) {
    text = text.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  text = ` ${text} `
    .replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ')
    .replace(/([^0-9])([.,])/g, '$1 $2 ')
    .replace(/([.,])([^0-9])/g, ' $1 $2')
    .replace(/([0-9])(-)/g, '$1 $2 ');
  return text.split(/\s+/).filter(Boolean);
}

/** sacreBLEU's 'zh' tokenizer, simplified to its effect on Chinese text: every CJK character is a token. */
export function tokenizeZh(line: string): string[] {
  return tokenize13a(line.replace(/([\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])/gu, ' $1 '));
}

/** Corpus BLEU with one reference per sentence (sacreBLEU's BLEU() defaults). */
export function bleu(hypotheses: readonly string[], references: readonly string[], language: string): number {
  const tokenize = language === 'zh' ? tokenizeZh : tokenize13a;
  const correct = [0, 0, 0, 0];
  const total = [0, 0, 0, 0];
  let hypLength = 0;
  let refLength = 0;
  hypotheses.forEach((hypothesis, index) => {
    const hyp = tokenize(hypothesis);
    const ref = tokenize(references[index] ?? '');
    hypLength += hyp.length;
    refLength += ref.length;
    for (let n = 1; n <= 4; n++) {
      const h = ngrams(hyp, n);
      correct[n - 1] = (correct[n - 1] ?? 0) + matches(h, ngrams(ref, n));
      total[n - 1] = (total[n - 1] ?? 0) + sum(h);
    }
  });
  let smoothing = 1;
  const precisions = [0, 0, 0, 0];
  for (let n = 0; n < 4; n++) {
    const t = total[n] ?? 0;
    const c = correct[n] ?? 0;
    if (t === 0) break;
    if (c === 0) {
      smoothing *= 2;
      precisions[n] = 100 / (smoothing * t);
    } else precisions[n] = (100 * c) / t;
  }
  const brevity = hypLength >= refLength ? 1 : hypLength > 0 ? Math.exp(1 - refLength / hypLength) : 0;
  const logMean = precisions.reduce((acc, p) => acc + (p > 0 ? Math.log(p) : -9_999_999_999), 0) / 4;
  return brevity * Math.exp(logMean);
}
