import { describe, expect, it } from 'vitest';
import { base64ToBlob, blobToDataUrl, bytesToBase64 } from '../src/shared/lib/base64';
import { formatClock, formatPracticeTime } from '../src/shared/lib/duration';

describe('durations', () => {
  it('shows track lengths as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.4)).toBe('0:07');
    expect(formatClock(59.6)).toBe('1:00');
    expect(formatClock(187)).toBe('3:07');
    expect(formatClock(3725)).toBe('62:05');
  });

  it("shows practice time as 'Xh Ym' from an hour, 'Ym' below", () => {
    expect(formatPracticeTime(0, 'en')).toBe('0m');
    expect(formatPracticeTime(45, 'en')).toBe('45m');
    expect(formatPracticeTime(60, 'en')).toBe('1h 0m');
    expect(formatPracticeTime(135, 'en')).toBe('2h 15m');
  });

  it('shows practice time in the units of the interface language', () => {
    expect(formatPracticeTime(3, 'ru')).toBe('3 мин');
    expect(formatPracticeTime(135, 'ru')).toBe('2 ч 15 мин');
    expect(formatPracticeTime(135, 'no')).toBe('2t 15m');
    expect(formatPracticeTime(3, 'de')).toBe('3 Min.');
  });
});

describe('audio as base64', () => {
  it('round-trips bytes through a data URL keeping the type', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 251);
    const url = await blobToDataUrl(new Blob([bytes], { type: 'audio/webm' }));
    expect(url?.startsWith('data:audio/webm;base64,')).toBe(true);
    const back = base64ToBlob(url ?? '');
    expect(back.type).toBe('audio/webm');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('reads bare base64 as MP3 and gives no data URL for an empty recording', async () => {
    expect(base64ToBlob(bytesToBase64(new Uint8Array([73, 68, 51]))).type).toBe('audio/mpeg');
    expect(await blobToDataUrl(new Blob([]))).toBeNull();
  });
});
