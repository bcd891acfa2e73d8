import type { PublicUser } from '@tolk/contracts/users';
import { RECOMMENDED_CLONE_SECONDS } from '@tolk/contracts/voice-cloning';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { useRecorder } from '../../../shared/recording/use-recorder';
import { Alert } from '../../../shared/ui/alert';
import { AuthRequired } from '../../../shared/ui/auth-required';
import { Button } from '../../../shared/ui/button';
import { confirmAction } from '../../../shared/ui/confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { deleteVoice, ProviderError } from '../api/elevenlabs-client';
import { CloneRecorder } from '../components/clone-recorder';
import { ClonedVoiceCard } from '../components/cloned-voice-card';
import { ResultCards } from '../components/result-cards';
import { SaveResultBar } from '../components/save-result-bar';
import { useClonePipeline } from '../hooks/use-clone-pipeline';
import { useSaveCloneResult } from '../hooks/use-save-clone-result';
import { useVoiceSettings } from '../hooks/use-voice-settings';

// The settings dialog is a chunk of its own, loaded at its first opening: the page's first load has a budget
// (scripts/check-bundle-budget.mjs).
const VoiceSettingsDialog = lazy(async () => ({
  default: (await import('../components/voice-settings-dialog')).VoiceSettingsDialog,
}));

/** The recorder's format for voice cloning: WebM with Opus (docs/product.md, Voice cloning). */
const CLONE_RECORDING_TYPE = 'audio/webm;codecs=opus';

interface VoiceCloningPageProps {
  /** Uploads what this device saved (Sync Data), answering whether it all reached the server. */
  uploadSaved?: () => Promise<boolean>;
}

/** /voice-cloning: the learner's own voice speaks their translations (docs/product.md, Voice cloning). */
export function VoiceCloningPage(props: VoiceCloningPageProps) {
  const { t } = useTranslation();
  const { token, user } = useSession();
  if (!token || !user) return <AuthRequired message={t('voiceCloning.authRequired')} />;
  return <VoiceCloning key={user.id} user={user} {...props} />;
}

function VoiceCloning({ user, uploadSaved }: VoiceCloningPageProps & { user: PublicUser }) {
  const { t } = useTranslation();
  const transport = usePublicConfig().data?.voiceCloning;
  const { settings, save, setClonedVoice } = useVoiceSettings(user.id);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the browser's focus return.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [shortSample, setShortSample] = useState<number | null>(null);
  const hasKey = settings.elevenLabsApiKey.trim().length > 0;
  const saving = useSaveCloneResult(uploadSaved);

  const pipeline = useClonePipeline({
    transport,
    settings,
    voiceName: `Tolk: ${user.name}`,
    onVoiceCloned: setClonedVoice,
  });
  const elapsed = useRef(0);
  const recorder = useRecorder({
    mimeType: CLONE_RECORDING_TYPE,
    onRecorded: (recording) => {
      saving.reset();
      setShortSample(!settings.clonedVoiceId && elapsed.current < RECOMMENDED_CLONE_SECONDS ? elapsed.current : null);
      void pipeline.run(recording);
    },
  });
  elapsed.current = recorder.elapsedSeconds;

  const access = transport && hasKey ? { transport, apiKey: settings.elevenLabsApiKey } : null;
  const removeVoice = useCallback(async (): Promise<boolean> => {
    if (!access || !settings.clonedVoiceId) return false;
    setVoiceError(null);
    setDeleting(true);
    try {
      await deleteVoice(access, settings.clonedVoiceId);
    } catch (error) {
      // Already gone at the provider (deleted in its dashboard): forgetting it here is all that is left to do.
      if (!(error instanceof ProviderError && error.status === 404)) {
        setVoiceError(
          t('voiceCloning.errors.deleteFailed', { message: error instanceof Error ? error.message : String(error) }),
        );
        return false;
      }
    } finally {
      setDeleting(false);
    }
    setClonedVoice(null);
    return true;
  }, [access, settings.clonedVoiceId, setClonedVoice, t]);

  return (
    <div className="space-y-6">
      <PageTitle title={t('voiceCloning.title')} />
      <PageHeader
        title={t('voiceCloning.title')}
        description={t('voiceCloning.subtitle')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setSettingsOpen(true);
              setSettingsOpened(true);
            }}
          >
            {t('voiceCloning.settings.open')}
          </Button>
        }
      />
      {!hasKey ? (
        <Alert tone="info" title={t('voiceCloning.setup.title')}>
          {t('voiceCloning.setup.body')}
        </Alert>
      ) : null}
      <CloneRecorder
        hasKey={hasKey}
        sourceLanguage={settings.sourceLanguage}
        targetLanguage={settings.targetLanguage}
        clonesVoice={!settings.clonedVoiceId}
        state={recorder.state}
        level={recorder.level}
        elapsedSeconds={recorder.elapsedSeconds}
        microphoneError={recorder.error}
        stage={pipeline.stage}
        onRecord={() => void recorder.start()}
        onStop={recorder.stop}
      />
      <div role="alert">
        {pipeline.error ? <Alert tone="error" title={pipeline.error} /> : null}
        {voiceError ? <Alert tone="error" title={voiceError} /> : null}
      </div>
      {shortSample !== null && pipeline.result && !pipeline.busy ? (
        <Alert tone="warning" title={t('voiceCloning.guide.shortSample')}>
          {t('voiceCloning.guide.shortSampleHint')}
        </Alert>
      ) : null}
      <ResultCards result={pipeline.result} />
      {pipeline.result && !pipeline.busy ? (
        <SaveResultBar state={saving.state} onSave={() => pipeline.result && void saving.save(pipeline.result)} />
      ) : null}
      {settings.clonedVoiceId ? (
        <ClonedVoiceCard
          voiceId={settings.clonedVoiceId}
          busy={pipeline.busy || recorder.state !== 'idle'}
          deleting={deleting}
          onReplace={() => {
            if (!confirmAction(t('voiceCloning.voice.confirmReplace'))) return;
            void removeVoice().then((removed) => {
              if (removed) void recorder.start();
            });
          }}
          onDelete={() => {
            if (confirmAction(t('voiceCloning.voice.confirmDelete'))) void removeVoice();
          }}
        />
      ) : null}
      {settingsOpened ? (
        <Suspense fallback={null}>
          <VoiceSettingsDialog
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            settings={settings}
            transport={transport}
            onSave={(next) => {
              save(next);
              setSettingsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
