/** Characters a quoted filename keeps as they are: no quotes, backslashes, separators or controls. */
const UNSAFE_ASCII = /[^A-Za-z0-9 ._()-]+/g;
const MAX_BASE_LENGTH = 100;
/** The ASCII name of a file whose own name has no Latin letters or digits at all. */
const FALLBACK_NAME = 'audio-track';

/**
 * `attachment` with a file name every browser reads: a plain ASCII one (accents dropped, anything
 * else replaced) and the exact UTF-8 one in filename* (RFC 6266), which modern browsers prefer,
 * so 'Тренажёр 22.11' downloads under its own name and not as underscores.
 */
export function attachmentDisposition(name: string, extension: string): string {
  const base = name.trim().slice(0, MAX_BASE_LENGTH) || FALLBACK_NAME;
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(UNSAFE_ASCII, '_')
      .replace(/_+/g, '_')
      .replace(/^[_ .]+|[_ .]+$/g, '') || FALLBACK_NAME;
  const utf8 = encodeURIComponent(`${base}.${extension}`).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}
