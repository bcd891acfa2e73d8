/**
 * The rule every pair of languages a learner picks keeps (the pair dialog, voice cloning): the two are never the
 * same, as the server refuses such a phrase for good. Choosing the target as the new source swaps the two.
 */
export function targetAfterSourceChange<Code extends string>(pair: { source: Code; target: Code }, source: Code): Code {
  return source === pair.target ? pair.source : pair.target;
}

/** The languages a target may be: every one of `codes` but the source. */
export function targetChoices<Code extends string>(codes: readonly Code[], source: Code): Code[] {
  return codes.filter((code) => code !== source);
}
