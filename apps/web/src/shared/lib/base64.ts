/** Base64 helpers for audio clips kept as text (local stores, sync uploads). */

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode with a spread overflows the stack on large clips: go in chunks.
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** A clip as a data URL, so the receiver knows the recorder's format; null for an empty blob. */
export async function blobToDataUrl(blob: Blob): Promise<string | null> {
  if (blob.size === 0) return null;
  const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  return `data:${blob.type || 'application/octet-stream'};base64,${base64}`;
}

/** Bare base64 or a data URL back into a playable blob (MP3 assumed when the text does not say). */
export function base64ToBlob(text: string, fallbackType = 'audio/mpeg'): Blob {
  const match = /^data:([^;,]*)(?:;[^,]*)?,/.exec(text);
  const type = match?.[1] || fallbackType;
  const binary = atob(match ? text.slice(match[0].length) : text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
