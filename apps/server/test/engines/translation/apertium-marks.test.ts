import { describe, expect, it } from 'vitest';
import { cleanApertiumOutput } from '../../../src/engines/translation/apertium-marks';

// Apertium's own marks are rare on the installed pairs, so the cleaning rules are also checked directly.
describe('cleanApertiumOutput', () => {
  it.each([
    ['*spreadsheets and *emails', 'spreadsheets and emails'],
    ['el #casas grande', 'el casas grande'],
    ['@knighted por la reina', 'knighted por la reina'],
    ['Ha sido leyendo mientras  eran felices', 'Ha sido leyendo mientras eran felices'],
    ['  Habría ido si  había sabido. \n  Línea dos  ', 'Habría ido si había sabido.\nLínea dos'],
    ['(*xyzzy)', '(xyzzy)'],
  ])('cleans %j', (output, expected) => {
    expect(cleanApertiumOutput(output, 'an English source')).toBe(expected);
  });

  it('keeps characters the source itself had', () => {
    expect(cleanApertiumOutput('escribe a ana@example.com sobre #tolk', 'write to ana@example.com about #tolk')).toBe(
      'escribe a ana@example.com sobre #tolk',
    );
    expect(cleanApertiumOutput('5 * 3 es 15', '5 * 3 is 15')).toBe('5 * 3 es 15');
  });

  it('leaves a mark inside a word alone', () => {
    expect(cleanApertiumOutput('C# y F#', 'C sharp')).toBe('C# y F#');
  });
});
