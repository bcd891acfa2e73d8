/**
 * Where a file is fetched from: its public URL, or with MODELS_MIRROR the same host and path under the
 * mirror (`https://HOST/PATH?Q` → `MIRROR/HOST/PATH?Q`), so one static file tree can stand in for every host.
 */
export function downloadUrl(publicUrl: string, mirror: string | null): string {
  if (!mirror) return publicUrl;
  const url = new URL(publicUrl);
  return `${mirror.replace(/\/+$/, '')}/${url.host}${url.pathname}${url.search}`;
}
