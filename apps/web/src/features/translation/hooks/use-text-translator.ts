import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { ModelPreparing } from '@tolk/contracts/models';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairOf } from '../../../entities/language-pair/language-pair-store';
import { useLanguagePair } from '../../../entities/language-pair/use-language-pair';
import { preparingOf } from '../../../entities/models/preparing-of';
import { useIsAdmin } from '../../../entities/session/use-session';
import { recordPracticeMinute } from '../api/record-practice-time';
import { translateText } from '../api/translate-text';
import type { ResultState } from '../components/translation-card';
import { describeFailure } from '../lib/describe-failure';
import { useSpokenTranslation } from './use-spoken-translation';

interface Translated {
  /** The text as it was sent (trimmed), which is what a saved phrase keeps. */
  source: string;
  translation: string;
}

/**
 * The text translator's states (docs/product.md, Translation): typing, translating, the result with its audio
 * played automatically, the failure, or a local model being prepared for the pair (its progress shown,
 * and the same text translated once it is ready). Changing the pair or clearing the text resets audio and
 * results; a request still running for the old text or pair is then ignored.
 */
export function useTextTranslator() {
  const { t, i18n } = useTranslation();
  const isAdmin = useIsAdmin();
  const [pair, setPair] = useLanguagePair();
  const [text, setText] = useState('');
  const [translated, setTranslated] = useState<Translated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preparing, setPreparing] = useState<{ model: ModelPreparing; retry: () => void } | null>(null);
  const [pending, setPending] = useState(false);
  const [blank, setBlank] = useState(false);
  const { spoken, speak, reset: resetAudio } = useSpokenTranslation();
  const request = useRef(0);

  const reset = useCallback(() => {
    request.current += 1;
    setTranslated(null);
    setFailure(null);
    setPreparing(null);
    setPending(false);
    resetAudio();
  }, [resetAudio]);

  const changeText = (value: string) => {
    setText(value);
    setBlank(false);
    if (!value.trim()) reset();
  };

  const changePair = (next: LanguagePair) => {
    setPair(next);
    // Choosing the default keeps what is on screen; the choice is still the learner's own from now on.
    if (next.value !== pair.value) reset();
  };

  /** Swap also exchanges the text and the translation when both exist. */
  const swap = () => {
    const next = pairOf(pair.target, pair.source);
    if (!next || pending) return;
    setPair(next);
    if (!translated || !text.trim()) return reset();
    setText(translated.translation);
    setTranslated({ source: translated.translation, translation: translated.source });
    setFailure(null);
    setPreparing(null);
    void speak(translated.source, next.target, false);
  };

  const submit = async () => {
    if (pending) return;
    const trimmed = text.trim();
    if (!trimmed) return setBlank(true);
    await translate(trimmed, ++request.current);
  };

  /** One request for the text; a model still downloading shows its progress and asks again once installed. */
  const translate = async (trimmed: string, id: number) => {
    setPending(true);
    setFailure(null);
    setPreparing(null);
    setTranslated(null);
    resetAudio();
    try {
      const { translation } = await translateText({ text: trimmed, pair });
      if (id !== request.current) return;
      setTranslated({ source: trimmed, translation });
      recordPracticeMinute();
      void speak(translation, pair.target, true);
    } catch (error) {
      if (id !== request.current) return;
      const model = preparingOf(error);
      if (model) setPreparing({ model, retry: () => id === request.current && void translate(trimmed, id) });
      else setFailure(describeFailure(error, t, { pair, locale: i18n.language, isAdmin }));
    } finally {
      if (id === request.current) setPending(false);
    }
  };

  const result: ResultState = pending
    ? { kind: 'pending', label: t('translate.text.translating') }
    : preparing
      ? { kind: 'preparing', preparing: preparing.model, onReady: preparing.retry }
      : failure
        ? { kind: 'failed', title: t('translate.errors.translation'), text: failure }
        : translated
          ? { kind: 'done', translation: translated.translation }
          : { kind: 'empty' };

  return { pair, text, blank, pending, translated, result, spoken, changeText, changePair, swap, submit };
}
