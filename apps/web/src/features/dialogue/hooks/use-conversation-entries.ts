import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useMemo } from 'react';
import { useDialogueHistory } from '../api/get-dialogue-history';

/**
 * The turns shown for a language, oldest first: the loaded pages of the history (newest first
 * from the server) and the turns sent since, each once.
 */
export function useConversationEntries(language: LanguageCode, sent: DialogueEntry[]) {
  const history = useDialogueHistory(language);
  const entries = useMemo(() => {
    const byId = new Map<string, DialogueEntry>();
    for (const page of history.data?.pages ?? []) for (const entry of page.items) byId.set(entry.id, entry);
    for (const entry of sent) if (entry.languageCode === language) byId.set(entry.id, entry);
    return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }, [history.data, sent, language]);
  return { entries, history };
}
