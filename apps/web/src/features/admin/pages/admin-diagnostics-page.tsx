import { useQueryClient } from '@tanstack/react-query';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { Spinner } from '../../../shared/ui/spinner';
import { diagnosticsQueryKey, useDiagnostics } from '../api/get-diagnostics';
import { AccessDenied } from '../components/access-denied';
import { AdminTabs } from '../components/admin-tabs';
import { CheckRow } from '../components/check-row';
import { HealthReportPanel } from '../components/health-report-panel';
import { ModelsCard } from '../components/models-card';

/** /admin/diagnostics: the health checks; non-admins get an access-denied view instead of a redirect. */
export function AdminDiagnosticsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const checks = useDiagnostics(isAdmin);
  const queryClient = useQueryClient();

  if (!isAdmin) {
    return (
      <>
        <PageTitle title={t('admin.accessDenied.title')} />
        <AccessDenied />
      </>
    );
  }

  const running = Object.values(checks).some((check) => check.isFetching);
  const report = checks.report.data?.ok ? checks.report.data.data : null;

  return (
    <div className="space-y-6">
      <PageTitle title={t('admin.diagnostics.title')} />
      <PageHeader
        title={t('admin.diagnostics.title')}
        description={t('admin.diagnostics.subtitle')}
        actions={
          <Button
            icon={<Icon name="refresh" />}
            loading={running}
            onClick={() => void queryClient.refetchQueries({ queryKey: diagnosticsQueryKey })}
          >
            {t('admin.diagnostics.runAgain')}
          </Button>
        }
      />
      <AdminTabs />
      <p role="status" aria-live="polite" className="sr-only">
        {running ? t('admin.diagnostics.running') : t('admin.diagnostics.done')}
      </p>

      <Card>
        <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-6">
          {t('admin.diagnostics.checksTitle')}
        </h2>
        <ul className="divide-y divide-slate-100">
          <CheckRow
            name={t('admin.checks.healthSimple')}
            endpoint={healthEndpoints.healthSimple.path}
            query={checks.simple}
            judge={(data) => ({ level: data.status === 'UP' ? 'ok' : 'fail', text: data.status })}
          />
          <CheckRow
            name={t('admin.checks.healthReport')}
            endpoint={healthEndpoints.healthReport.path}
            query={checks.report}
            judge={(data) => ({
              level: data.status === 'UP' ? 'ok' : 'fail',
              text: t('admin.diagnostics.verdicts.report', { status: data.status, version: data.version }),
            })}
          />
          <CheckRow
            name={t('admin.checks.jwt')}
            endpoint={healthEndpoints.testJwt.path}
            query={checks.jwt}
            judge={(data) => ({
              level: data.success ? 'ok' : 'fail',
              text: data.success
                ? t('admin.diagnostics.verdicts.jwtOk', { role: data.role })
                : t('admin.diagnostics.verdicts.jwtFailed'),
            })}
          />
          <CheckRow
            name={t('admin.checks.admin')}
            endpoint={healthEndpoints.testAdmin.path}
            query={checks.admin}
            judge={(data) => ({
              level: data.exists ? 'ok' : 'fail',
              text: data.exists
                ? t('admin.diagnostics.verdicts.adminOk', { count: data.activeAdmins })
                : t('admin.diagnostics.verdicts.adminMissing'),
            })}
          />
          <CheckRow
            name={t('admin.checks.rateLimit')}
            endpoint={healthEndpoints.testRateLimit.path}
            query={checks.rateLimit}
            judge={(data) =>
              data.status === 'OK'
                ? { level: 'ok', text: t('admin.diagnostics.verdicts.rateOk', { count: data.trackedKeys }) }
                : { level: 'warn', text: data.message }
            }
          />
        </ul>
      </Card>

      <ModelsCard />

      {report ? (
        <HealthReportPanel report={report} />
      ) : checks.report.isPending ? (
        <Card className="flex items-center justify-center gap-3 p-10 text-sm text-slate-600">
          <Spinner className="h-5 w-5 text-indigo-600" />
          {t('admin.diagnostics.loadingReport')}
        </Card>
      ) : (
        <Card className="p-6 text-sm text-slate-600">{t('admin.diagnostics.reportUnavailable')}</Card>
      )}
    </div>
  );
}
