import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../shared/ui/spinner';

/** Where a layout shows its page: a spinner (announced as a status) while the page's chunk loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>{children}</Suspense>;
}
