import type { LanguageCode } from '@tolk/contracts/languages';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { languageName } from '../../../shared/lib/language-names';
import { BrowserRecognitionNotice } from '../../../shared/speech-recognition/browser-recognition-notice';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { useRequestFeedback } from '../api/request-feedback';
import { ChatArea } from '../components/chat-area';
import { DialogueErrors } from '../components/dialogue-errors';
import { DialogueSettingsCard } from '../components/dialogue-settings-card';
import { DialogueStatsPanel } from '../components/dialogue-stats-panel';
import { MessageComposer } from '../components/message-composer';
import { SlowRepliesNotice } from '../components/slow-replies-notice';
import { useConversationEntries } from '../hooks/use-conversation-entries';
import { useDialogueChat } from '../hooks/use-dialogue-chat';
import { useDialogueRecording } from '../hooks/use-dialogue-recording';
import { useDialogueSettings } from '../hooks/use-dialogue-settings';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { useReplyAudio } from '../hooks/use-reply-audio';
import { useTimers } from '../hooks/use-timers';
import { feedbackFailureText } from '../lib/chat-failure';
import { AUTO_AUDIO_DELAY_MS, LIVE_SEND_DELAY_MS } from '../lib/dialogue-options';

// The end-of-conversation report is a chunk of its own, loaded at the first report: the page's first load
// has a budget (scripts/check-bundle-budget.mjs).
const FeedbackDialog = lazy(async () => ({ default: (await import('../components/feedback-dialog')).FeedbackDialog }));

/**
 * /gpt-dialogue (docs/product.md, Dialogue): a conversation with a chat model in the language the
 * learner studies, at their level, about a topic, typed or spoken; every reply is spoken, every
 * word clickable, the learner's mistakes corrected under their message.
 */
export function DialoguePage() {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = useInterfaceLanguage();
  const { settings, topics, change } = useDialogueSettings();
  const engines = useEngines();
  const audio = useReplyAudio(settings.speed);
  const later = useTimers();
  const [draft, setDraft] = useState('');

  // Timers fire after a render or two: they read the learner's choices and text as they are then.
  const current = useRef({ settings, draft });
  current.current = { settings, draft };

  const chat = useDialogueChat({
    settings,
    onReply: (entry) => {
      if (current.current.settings.autoAudio) {
        later(() => {
          if (current.current.settings.autoAudio) void audio.play(entry);
        }, AUTO_AUDIO_DELAY_MS);
      }
    },
  });
  const { entries, history } = useConversationEntries(settings.language, chat.sent);

  const submit = async (text: string) => {
    if (!text.trim()) return;
    setDraft('');
    const sent = await chat.send(text);
    // A failed message comes back to the box, to be sent again.
    if (!sent) setDraft((now) => now || text);
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const recording = useDialogueRecording({
    language: settings.language,
    onTranscribed: (text) => {
      setDraft(text);
      if (current.current.settings.liveMode) {
        later(() => void submitRef.current(current.current.draft), LIVE_SEND_DELAY_MS);
      }
    },
  });

  const feedback = useRequestFeedback();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first report on, so closing it keeps the browser's focus return.
  const [feedbackOpened, setFeedbackOpened] = useState(false);
  const endConversation = () => {
    setFeedbackOpen(true);
    setFeedbackOpened(true);
    feedback.mutate(
      { conversationId: chat.conversationId, interfaceLanguage },
      // The report closes the conversation: the next message starts a new one.
      { onSuccess: () => chat.newConversation() },
    );
  };

  const chooseLanguage = (language: LanguageCode) => {
    if (language === settings.language) return;
    change({ language });
    audio.stop();
    chat.newConversation();
  };

  const language = languageName(settings.language, i18n.language);
  // Said before the learner types: the server has no chat model to answer.
  const chatModelMissing = engines.data?.chat.available === false;
  return (
    <div className="space-y-6">
      <PageTitle title={t('dialogue.title')} />
      <PageHeader
        title={t('dialogue.title')}
        description={t('dialogue.subtitle')}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Icon name="plus" />}
              onClick={() => {
                audio.stop();
                chat.newConversation();
              }}
              disabled={chat.sending}
            >
              {t('dialogue.newConversation')}
            </Button>
            <Button
              icon={<Icon name="checkCircle" />}
              onClick={endConversation}
              disabled={chat.turns === 0 || chat.sending || feedback.isPending}
            >
              {t('dialogue.endConversation')}
            </Button>
          </>
        }
      />
      <DialogueStatsPanel language={settings.language} onSelectLanguage={chooseLanguage} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* On a phone the conversation comes first and the settings under it, so a returning
            learner sees the chat without scrolling; wide screens put them side by side. */}
        <aside aria-label={t('dialogue.settings.title')} className="order-last lg:self-start">
          <DialogueSettingsCard
            settings={settings}
            topics={topics}
            onChange={(next) => (next.language ? chooseLanguage(next.language) : change(next))}
          />
        </aside>
        <Card className="min-w-0 space-y-3 self-start p-3 sm:p-4 lg:order-first">
          <SlowRepliesNotice />
          <ChatArea
            language={settings.language}
            entries={entries}
            pending={chat.pending}
            history={{
              loading: history.isPending,
              failed: history.isError,
              hasEarlier: history.hasNextPage,
              loadingEarlier: history.isFetchingNextPage,
            }}
            onLoadEarlier={() => void history.fetchNextPage()}
            onRetryHistory={() => void history.refetch()}
            translateInto={interfaceLanguage}
            audio={audio}
          />
          {/* The input and Send stay in view as in chat apps: the conversation scrolls above them. */}
          <div className="sticky bottom-0 z-10 -mx-3 space-y-3 bg-white px-3 pb-3 pt-2 sm:-mx-4 sm:px-4 sm:pb-4">
            {chatModelMissing && !chat.error ? (
              <div role="status">
                <Alert tone="warning" title={t('dialogue.errors.noChatModel')} />
              </div>
            ) : null}
            <DialogueErrors
              chat={chat.error}
              microphone={recording.microphoneError}
              transcription={recording.failure}
              audio={audio.failed}
            />
            <MessageComposer
              value={draft}
              onChange={setDraft}
              onSend={() => {
                if (!chat.sending) void submit(draft);
              }}
              sending={chat.sending}
              languageName={language}
              recording={recording}
              recognitionNote={
                recording.route === 'browser' ? <BrowserRecognitionNotice language={settings.language} /> : null
              }
            />
          </div>
        </Card>
      </div>
      {feedbackOpened ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedbackOpen}
            onClose={() => setFeedbackOpen(false)}
            loading={feedback.isPending}
            error={feedback.isError ? feedbackFailureText(feedback.error, t) : null}
            feedback={feedback.data}
            language={settings.language}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
