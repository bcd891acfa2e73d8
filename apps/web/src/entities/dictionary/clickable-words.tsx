import type { LanguageCode } from '@tolk/contracts/languages';
import { type KeyboardEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '../../shared/lib/cn';
import { useStudiedWords } from '../study-words/api/studied-words-query';
import { distinctWords, segmentWords } from './segment-words';

// The modal and its data come as a chunk of their own on the first click (or hover), not with the page.
const loadModal = () => import('./dictionary-modal');
const DictionaryModal = lazy(async () => ({ default: (await loadModal()).DictionaryModal }));

export interface ClickableTextProps {
  text: string;
  /** The text's language: how it splits into words, and which dictionary answers. */
  language: LanguageCode;
  className?: string;
}

/**
 * Text whose every word opens its dictionary entry (docs/product.md, Dictionary). Words are split
 * with the language's rules, those on the study list are marked, and the words of one text are a
 * single stop of the Tab key: the arrow keys move between them, Enter or Space opens one.
 */
export function ClickableWords({ text, language, className }: ClickableTextProps) {
  const segments = useMemo(() => segmentWords(text, language), [text, language]);
  const words = useMemo(() => distinctWords(segments), [segments]);
  const wordCount = useMemo(() => segments.filter((segment) => segment.clickable).length, [segments]);
  const studied = useStudiedWords(language, words);
  const [selected, setSelected] = useState<string | null>(null);
  const [modalMounted, setModalMounted] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const container = useRef<HTMLSpanElement>(null);
  const open = (word: string) => {
    setSelected(word);
    setModalMounted(true);
  };

  const focusWord = (index: number) => {
    const buttons = container.current?.querySelectorAll<HTMLElement>('[data-word]');
    if (!buttons?.length) return;
    const next = Math.max(0, Math.min(index, buttons.length - 1));
    setFocusIndex(next);
    buttons[next]?.focus();
  };

  let wordIndex = -1;
  return (
    <span ref={container} lang={language} className={className} onPointerEnter={() => void loadModal()}>
      {segments.map((segment, index) => {
        if (!segment.clickable) return segment.text;
        wordIndex += 1;
        const position = wordIndex;
        return (
          <Word
            // Segments never reorder: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            text={segment.text}
            studied={studied.has(segment.text.toLowerCase())}
            // A new, shorter text keeps its last word reachable.
            tabbable={position === Math.min(focusIndex, wordCount - 1)}
            onOpen={() => {
              setFocusIndex(position);
              open(segment.text);
            }}
            onMove={(key) => {
              const moves: Record<MoveKey, number> = {
                next: position + 1,
                previous: position - 1,
                first: 0,
                last: Number.MAX_SAFE_INTEGER,
              };
              focusWord(moves[key]);
            }}
          />
        );
      })}
      {modalMounted
        ? createPortal(
            <Suspense fallback={null}>
              <DictionaryModal
                open={selected !== null}
                word={selected ?? ''}
                language={language}
                onClose={() => setSelected(null)}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </span>
  );
}

type MoveKey = 'next' | 'previous' | 'first' | 'last';

const MOVE_KEYS: Record<string, MoveKey> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

interface WordProps {
  text: string;
  studied: boolean;
  /** The one word of the text that Tab reaches (roving tabindex). */
  tabbable: boolean;
  onOpen: () => void;
  onMove: (key: MoveKey) => void;
}

/** One clickable word: a button to assistive technology, text to the eye, marked when studied. */
function Word({ text, studied, tabbable, onOpen, onMove }: WordProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVE_KEYS[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    } else if (move) {
      event.preventDefault();
      onMove(move);
    }
  };
  return (
    // Not a <button>: the words stay text that flows, wraps and selects as text.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <span
      data-word=""
      role="button"
      tabIndex={tabbable ? 0 : -1}
      title={studied ? t('dictionary.word.studied') : undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onFocus={() => void loadModal()}
      className={cn(
        'cursor-pointer rounded-sm decoration-2 underline-offset-4 transition-colors hover:bg-indigo-50 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        studied && 'bg-emerald-50 underline decoration-emerald-400/80 hover:bg-emerald-100',
      )}
    >
      {text}
    </span>
  );
}
