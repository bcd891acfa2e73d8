import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import type { PendingTurn } from '../hooks/use-dialogue-chat';
import { LearnerBubble, LearnerMessage } from './learner-message';
import { PartnerMessage, StreamingReply } from './partner-message';

interface ChatAreaProps {
  language: LanguageCode;
  /** Oldest first. */
  entries: DialogueEntry[];
  pending: PendingTurn | null;
  history: { loading: boolean; failed: boolean; hasEarlier: boolean; loadingEarlier: boolean };
  onLoadEarlier: () => void;
  onRetryHistory: () => void;
  translateInto: LanguageCode;
  audio: { playingId: string | null; loadingId: string | null; toggle: (entry: DialogueEntry) => void };
}

/**
 * The conversation, 24rem high (docs/product.md, Dialogue): earlier turns on top with a control
 * for the page before them, the newest at the bottom, scrolled to as it arrives and as the reply
 * grows. Loading earlier turns keeps the view where it was.
 */
export function ChatArea(props: ChatAreaProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { entries, pending } = props;
  const lastId = entries.at(-1)?.id ?? null;
  const firstId = entries[0]?.id ?? null;
  const kept = useRef<{ firstId: string | null; height: number }>({ firstId: null, height: 0 });

  // Something new at the bottom (a turn, a piece of the reply): show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what changes the bottom of the list.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, pending?.message, pending?.reply]);

  // Earlier turns above: keep what the learner was reading in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = kept.current;
    if (before.firstId && firstId !== before.firstId && lastId)
      element.scrollTop += element.scrollHeight - before.height;
    kept.current = { firstId, height: element.scrollHeight };
  });

  const empty = entries.length === 0 && !pending;
  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('dialogue.chat.label')}
      className="h-[min(24rem,45dvh)] overflow-y-auto overscroll-contain rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:p-4"
      data-testid="dialogue-chat"
    >
      {props.history.hasEarlier ? (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" size="sm" loading={props.history.loadingEarlier} onClick={props.onLoadEarlier}>
            {t('dialogue.chat.loadEarlier')}
          </Button>
        </div>
      ) : null}
      {props.history.failed ? (
        <div role="alert" className="mb-3 flex flex-wrap items-center justify-center gap-2 text-sm text-rose-700">
          {t('dialogue.chat.historyFailed')}
          <Button variant="secondary" size="sm" onClick={props.onRetryHistory}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {props.history.loading && entries.length === 0 ? (
        <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner className="h-4 w-4" />
          {t('dialogue.chat.loading')}
        </p>
      ) : empty && !props.history.failed ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-500">
          {t('dialogue.chat.empty', { language: languageName(props.language, i18n.language) })}
        </p>
      ) : null}
      <ol className="space-y-3">
        {entries.map((entry) => (
          <Fragment key={entry.id}>
            <LearnerMessage entry={entry} />
            <PartnerMessage
              entry={entry}
              translateInto={props.translateInto}
              playing={props.audio.playingId === entry.id}
              loadingAudio={props.audio.loadingId === entry.id}
              onToggleAudio={() => props.audio.toggle(entry)}
            />
          </Fragment>
        ))}
        {pending ? (
          <>
            <li data-testid="dialogue-message" data-role="learner" data-pending="true">
              <LearnerBubble text={pending.message} language={props.language} />
            </li>
            <StreamingReply text={pending.reply} />
          </>
        ) : null}
      </ol>
    </div>
  );
}
