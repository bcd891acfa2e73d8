import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localeFor } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import { userDataKey } from '../../../shared/api/user-data-key';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import { createReviewTrack } from '../api/create-review-track';
import { useLearnerLanguage } from '../hooks/use-learner-language';
import { ActionCard } from './action-card';

/**
 * Today's due words as one audio track (word, pause, translation into the learner's language),
 * rendered by the server's track renderer and kept with the learner's tracks on /audio.
 */
export function ReviewTrackAction() {
  const { t, i18n } = useTranslation();
  const learnerLanguage = useLearnerLanguage();
  const queryClient = useQueryClient();
  const track = useMutation({
    mutationFn: () =>
      createReviewTrack(
        learnerLanguage,
        t('vocabulary.actions.reviewTrack.name', {
          date: new Date().toLocaleString(localeFor(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }),
        }),
      ),
    // The new track is one of the learner's tracks: their list and counters change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
  return (
    <ActionCard
      icon="music"
      title={t('vocabulary.actions.reviewTrack.title')}
      body={t('vocabulary.actions.reviewTrack.body')}
    >
      <Button variant="secondary" loading={track.isPending} onClick={() => track.mutate()}>
        {t('vocabulary.actions.reviewTrack.button')}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {track.isSuccess ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-emerald-800">
            <Icon name="checkCircle" className="h-4 w-4" />
            {track.data.track.name}
            <ButtonLink to="/audio" variant="ghost" size="sm" className="px-2">
              <Icon name="play" className="h-4 w-4" />
              {t('vocabulary.actions.reviewTrack.open')}
            </ButtonLink>
          </p>
        ) : null}
        {track.isError ? (
          <p className="text-rose-700">
            {errorText(track.error, {
              fallback: t('errors.unexpected'),
              network: t('errors.network'),
            })}
          </p>
        ) : null}
      </div>
    </ActionCard>
  );
}
