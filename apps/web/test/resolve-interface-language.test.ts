import { LANGUAGE_PAIRS } from '@tolk/contracts/language-pairs';
import { describe, expect, it } from 'vitest';
import { resolveInterfaceLanguage } from '../src/entities/interface-language/resolve-interface-language';
import { findPair } from '../src/entities/language-pair/language-pair-store';

const pair = (value: string) => {
  const found = findPair(value);
  if (!found) throw new Error(value);
  return found;
};

describe('the interface language of a screen', () => {
  it('is English on public routes whatever the learner chose', () => {
    expect(resolveInterfaceLanguage({ scope: 'public', explicit: 'ru', chosenPair: pair('no-ru') })).toBe('en');
  });

  it('follows an explicit choice first, through the closest catalog', () => {
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: 'de', chosenPair: pair('ru-en') })).toBe('de');
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: 'sv', chosenPair: null })).toBe('no');
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: 'ko', chosenPair: null })).toBe('en');
  });

  it('otherwise follows the source side of the selected pair', () => {
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: null, chosenPair: pair('ru-no') })).toBe('ru');
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: null, chosenPair: pair('da-en') })).toBe('no');
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: null, chosenPair: pair('th-en') })).toBe('en');
  });

  it('is English until the learner chooses a language or a pair', () => {
    expect(resolveInterfaceLanguage({ scope: 'guarded', explicit: null, chosenPair: null })).toBe('en');
  });

  it('reads stored pairs by their value only', () => {
    expect(findPair('en-es')?.label).toBe('English → Spanish');
    expect(findPair('en-en')).toBeUndefined();
    expect(findPair('xx')).toBeUndefined();
    expect(LANGUAGE_PAIRS).toHaveLength(380);
  });
});
