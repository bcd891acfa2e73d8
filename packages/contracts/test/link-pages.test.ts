import { describe, expect, it } from 'vitest';
import { nextCursorOfLink, nextPageLink, nextPageUrl, totalCountOf } from '../src/link-pages';

describe('Link-header pages', () => {
  it('reads the next page from a Link header as the server writes it', () => {
    const link = nextPageLink('/api/admin/users?limit=2&cursor=WyIyMDI2Il0');
    expect(link).toBe('</api/admin/users?limit=2&cursor=WyIyMDI2Il0>; rel="next"');
    expect(nextPageUrl(link)).toBe('/api/admin/users?limit=2&cursor=WyIyMDI2Il0');
    expect(nextCursorOfLink(link)).toBe('WyIyMDI2Il0');
  });

  it('finds rel="next" among other links and relation names, quoted or not', () => {
    const link =
      '<https://x.test/a?cursor=first>; rel="first", <https://x.test/a?cursor=n2>; title="more"; rel="prefetch next"';
    expect(nextCursorOfLink(link)).toBe('n2');
    expect(nextCursorOfLink('</a?cursor=b>; rel=next')).toBe('b');
    expect(nextCursorOfLink('</a?cursor=b>; REL="Next"')).toBe('b');
  });

  it('answers null on the last page', () => {
    expect(nextCursorOfLink(null)).toBeNull();
    expect(nextCursorOfLink('')).toBeNull();
    expect(nextCursorOfLink('</a?cursor=p>; rel="prev"')).toBeNull();
  });

  it('reads X-Total-Count only when it is a count', () => {
    expect(totalCountOf('12')).toBe(12);
    expect(totalCountOf(' 0 ')).toBe(0);
    expect(totalCountOf(null)).toBeNull();
    expect(totalCountOf('-1')).toBeNull();
    expect(totalCountOf('many')).toBeNull();
  });
});
