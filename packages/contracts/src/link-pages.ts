/**
 * A list the product's call list answers as a list (docs/product.md, "The calls a client makes")
 * stays a JSON array when paged: the next page's URL is in an RFC 8288 `Link` header with
 * `rel="next"` (absent on the last page), and a list that counts its items says how many in
 * `X-Total-Count`. The URL is the request's own path and query with `cursor` set to the next page's.
 */
export const LINK_HEADER = 'link';
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The `Link` header value naming `url` as the next page. */
export function nextPageLink(url: string): string {
  return `<${url}>; rel="next"`;
}

/** The URL a `Link` header names as the next page, or null when it names none. */
export function nextPageUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  // Each link is <url> followed by its parameters, up to the next link's <.
  for (const [, url, parameters] of link.matchAll(/<([^>]*)>([^<]*)/g)) {
    const relation = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(parameters ?? '');
    const names = (relation?.[1] ?? relation?.[2] ?? '').toLowerCase().split(/\s+/);
    if (names.includes('next')) return url ?? null;
  }
  return null;
}

/** The cursor of the next page a `Link` header names, or null on the last page. */
export function nextCursorOfLink(link: string | null | undefined): string | null {
  const url = nextPageUrl(link);
  if (url === null) return null;
  return new URL(url, 'http://relative.invalid').searchParams.get('cursor');
}

/** `X-Total-Count` as a number, or null when the answer has none (or not a count). */
export function totalCountOf(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
