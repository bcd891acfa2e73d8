import { useTranslation } from 'react-i18next';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { Alert } from '../../../shared/ui/alert';

/**
 * Said before the learner types (docs/product.md, Dialogue): the partner's replies come from a small
 * model on the server's own processor (GET /api/engines' chat.localCpu), a few words a second.
 */
export function SlowRepliesNotice() {
  const { t } = useTranslation();
  const localCpu = useEngines().data?.chat.localCpu === true;
  if (!localCpu) return null;
  return (
    <Alert tone="info" className="py-2 text-xs sm:text-sm">
      {t('dialogue.slowReplies')}
    </Alert>
  );
}
