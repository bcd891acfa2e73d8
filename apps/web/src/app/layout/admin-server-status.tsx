import { lazy, Suspense } from 'react';

// Only administrators see it: its code (and the health polling) is a chunk of its own.
const ServerStatusBadge = lazy(() =>
  import('../../features/admin/components/server-status-badge').then((m) => ({ default: m.ServerStatusBadge })),
);

/** The administrators' server status badge, shown once its chunk has loaded. */
export function AdminServerStatus({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ServerStatusBadge compact={compact} />
    </Suspense>
  );
}
