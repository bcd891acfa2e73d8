import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/http/byte-range';
import { attachmentDisposition } from '../../src/http/content-disposition';

describe('parseByteRange', () => {
  it('reads first bytes, an open range, a suffix and a range past the end', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('finds ranges that start at or past the end unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('serves the whole file for no header, other units, nonsense or several ranges', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=abc', 'bytes=5-2', 'bytes=-', 'bytes=0-1,5-9']) {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    }
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name every browser reads and the exact name in UTF-8', () => {
    expect(attachmentDisposition('Café "du" matin/soir', 'mp3')).toBe(
      `attachment; filename="Cafe _du_ matin_soir.mp3"; filename*=UTF-8''Caf%C3%A9%20%22du%22%20matin%2Fsoir.mp3`,
    );
    expect(attachmentDisposition('Тренажёр', 'mp3')).toBe(
      `attachment; filename="audio-track.mp3"; filename*=UTF-8''${encodeURIComponent('Тренажёр.mp3')}`,
    );
  });
});
