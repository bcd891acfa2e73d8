/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob when the download starts, after this task: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name from a title: letters and digits of any script kept, the rest joined by hyphens. */
export function fileNameFrom(title: string, extension: string, fallback = 'audio'): string {
  const stem = title
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || fallback}.${extension}`;
}
