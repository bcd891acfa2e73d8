import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';

/** 'Sync Data', busy while the sync runs. */
export function SyncDataButton({ syncing, onSync }: { syncing: boolean; onSync: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<Icon name="cloudUpload" />} loading={syncing} onClick={onSync}>
      {syncing ? t('sync.syncing') : t('sync.button')}
    </Button>
  );
}
