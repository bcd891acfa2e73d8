/**
 * The regular inflections of an English noun or verb lemma, for the forms a look-up follows to
 * the headword ('houses' → 'house', 'walked' → 'walk'). Only what spelling rules decide: irregular
 * forms and doubled consonants ('stopped') come from WordNet's exception lists instead, and a
 * lemma that has exception forms of a kind gets no regular form of that kind ('went', not 'goed').
 * Multi-word and capitalised lemmas (names) get none.
 */
export function regularInflections(lemma: string, partOfSpeech: 'noun' | 'verb', exceptionForms: string[]): string[] {
  if (!/^[a-z]{2,}$/.test(lemma)) return [];
  if (partOfSpeech === 'noun') return exceptionForms.length > 0 ? [] : [sForm(lemma)];
  const forms = [sForm(lemma)];
  const hasIng = exceptionForms.some((form) => form.endsWith('ing'));
  // Any exception that is not an -ing or -s form is a past form: the regular -ed would be wrong.
  const hasPast = exceptionForms.some((form) => !form.endsWith('ing') && !form.endsWith('s'));
  if (!hasIng) forms.push(ingForm(lemma));
  if (!hasPast) forms.push(edForm(lemma));
  return forms;
}

const VOWEL = /[aeiou]/;

/** Plural of a noun, third person singular of a verb: boxes, churches, cities, days, houses. */
function sForm(lemma: string): string {
  if (/(s|x|z|ch|sh)$/.test(lemma)) return `${lemma}es`;
  if (endsInConsonantY(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

/** making, seeing, dying is an exception in WordNet's list; walking. */
function ingForm(lemma: string): string {
  if (lemma.endsWith('e') && !/(ee|ye|oe)$/.test(lemma) && lemma.length > 2) return `${lemma.slice(0, -1)}ing`;
  return `${lemma}ing`;
}

/** baked, carried, walked. */
function edForm(lemma: string): string {
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (endsInConsonantY(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

function endsInConsonantY(word: string): boolean {
  const before = word.at(-2);
  return word.endsWith('y') && before !== undefined && !VOWEL.test(before);
}
