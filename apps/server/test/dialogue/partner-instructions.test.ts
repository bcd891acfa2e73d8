import { DialogueLevel } from '@tolk/contracts/dialogue';
import { describe, expect, it } from 'vitest';
import { LEVEL_GUIDES } from '../../src/domain/dialogue/cefr-level-guide';
import { estimateTokens } from '../../src/domain/dialogue/conversation-so-far';
import { partnerInstructions } from '../../src/domain/dialogue/partner-instructions';

describe('partnerInstructions', () => {
  it.each(DialogueLevel.options)('tells the model what %s means: vocabulary, sentence length, tenses', (level) => {
    const guide = LEVEL_GUIDES[level];
    const system = partnerInstructions({ language: 'de', level, topic: 'Sports', dueWords: [], omittedTurns: 0 });
    expect(system).toContain(`CEFR ${level} (${guide.name})`);
    expect(system).toContain(`- vocabulary: ${guide.vocabulary};`);
    expect(system).toContain(`- sentences: ${guide.sentences};`);
    expect(system).toContain(`- grammar: ${guide.grammar}.`);
    expect(system).toContain('learning German');
    expect(system).toContain('about this topic: Sports');
  });

  it('gives every level its own description', () => {
    const described = DialogueLevel.options.map((level) => JSON.stringify(LEVEL_GUIDES[level]));
    expect(new Set(described).size).toBe(6);
  });

  it('names the due words as JSON and says how many turns were left out', () => {
    const system = partnerInstructions({
      language: 'no',
      level: 'B2',
      topic: 'Weather',
      dueWords: ['regn', 'sol'],
      omittedTurns: 1,
    });
    expect(system).toContain('["regn","sol"]');
    expect(system).toContain('its first 1 turn was left out');
  });
});

describe('estimateTokens', () => {
  it('counts four ASCII characters, two of other scripts, one of the dense scripts per token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('Hello world!')).toBe(3);
    expect(estimateTokens('привет')).toBe(3);
    expect(estimateTokens('日本語です')).toBe(5);
    expect(estimateTokens('안녕하세요')).toBe(5);
    expect(estimateTokens('Bøker')).toBe(2);
  });
});
