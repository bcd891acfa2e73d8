import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  interfaceLanguageFor,
} from '@tolk/contracts/interface-languages';
import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';

/** Public routes are fixed to English; guarded screens follow the learner (docs/product.md, Interface languages). */
export type InterfaceScope = 'public' | 'guarded';

/**
 * Which catalog a screen shows. On guarded screens an explicit choice wins; otherwise the source
 * side of the pair the learner selected. Until they select either, English (the default):
 * a newcomer is not switched to Norwegian just because the default pair starts with it.
 */
export function resolveInterfaceLanguage(options: {
  scope: InterfaceScope;
  explicit: LanguageCode | null;
  chosenPair: LanguagePair | null;
}): InterfaceLanguage {
  const { scope, explicit, chosenPair } = options;
  if (scope === 'public') return DEFAULT_INTERFACE_LANGUAGE;
  if (explicit) return interfaceLanguageFor(explicit);
  if (chosenPair) return interfaceLanguageFor(chosenPair.source);
  return DEFAULT_INTERFACE_LANGUAGE;
}
