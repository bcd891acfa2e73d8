import { Alert } from '../../../shared/ui/alert';
import type { SyncBannerContent } from '../lib/use-describe-sync';

/** ✅ or ❌ after Sync Data, in a live region so it is announced. */
export function SyncBanner({ banner }: { banner: SyncBannerContent | null }) {
  return (
    <div role="status" aria-live="polite">
      {banner ? (
        <Alert tone={banner.tone} title={banner.title} className="motion-safe:animate-fade-in">
          {banner.lines.length > 0 ? (
            <ul className="space-y-0.5">
              {banner.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
