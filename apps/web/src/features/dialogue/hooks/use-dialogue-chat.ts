import { useQueryClient } from '@tanstack/react-query';
import type { DialogueEntry } from '@tolk/contracts/dialogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyStudyChanges } from '../../../entities/study-words/apply-study-changes';
import { dialogueStatsKey } from '../api/get-dialogue-stats';
import { streamDialogueChat } from '../api/stream-dialogue-chat';
import { chatFailureText } from '../lib/chat-failure';
import type { DialogueSettings } from './use-dialogue-settings';
import { useInterfaceLanguage } from './use-interface-language';

/** The turn being written: the learner's message and the reply so far. */
export interface PendingTurn {
  message: string;
  reply: string;
}

/**
 * The conversation of this sitting (docs/product.md, Dialogue): idle or sending. A message is
 * streamed: the reply grows as the model writes it, then the finished turn (with its
 * corrections) takes its place. Turns share a conversation id, the client's own UUID, until the
 * learner starts a new conversation.
 */
export function useDialogueChat(options: { settings: DialogueSettings; onReply: (entry: DialogueEntry) => void }) {
  const { t } = useTranslation();
  const interfaceLanguage = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState<DialogueEntry[]>([]);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  // A live-mode send fires from a timer: it reads the choices as they are then, not as they were.
  const latest = useRef({ ...options, conversationId, interfaceLanguage });
  latest.current = { ...options, conversationId, interfaceLanguage };

  useEffect(() => () => controller.current?.abort(), []);

  /** Sends a message; false when it was blank, another was on its way, or it failed. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || busy.current) return false;
      busy.current = true;
      const { settings, onReply, conversationId, interfaceLanguage } = latest.current;
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setPending({ message, reply: '' });
      try {
        const entry = await streamDialogueChat(
          {
            message,
            languageCode: settings.language,
            level: settings.level,
            topic: settings.topic,
            userAudioUrl: null,
            conversationId,
            interfaceLanguage,
          },
          {
            signal: abort.signal,
            onDelta: (piece) => setPending((turn) => (turn ? { ...turn, reply: turn.reply + piece } : turn)),
          },
        );
        setSent((list) => [...list, entry]);
        void queryClient.invalidateQueries({ queryKey: dialogueStatsKey });
        // A study word used correctly when its card was due was reviewed: the trainer's figures follow.
        if (entry.reviewedWords.some((used) => used.scheduled)) {
          void applyStudyChanges(queryClient, { studyList: [], cards: [entry.languageCode] });
        }
        onReply(entry);
        return true;
      } catch (cause) {
        if (!abort.signal.aborted) setError(chatFailureText(cause, t));
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
        busy.current = false;
        setPending(null);
      }
    },
    [queryClient, t],
  );

  const newConversation = useCallback(() => setConversationId(crypto.randomUUID()), []);
  const turns = sent.filter((entry) => entry.conversationId === conversationId).length;

  return {
    conversationId,
    sent,
    pending,
    sending: pending !== null,
    error,
    turns,
    send,
    newConversation,
    clearError: () => setError(null),
  };
}
