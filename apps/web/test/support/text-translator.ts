import { fireEvent, type MatcherFunction, screen } from '@testing-library/react';

/** Types into the text translator's box. */
export function typeText(text: string): HTMLTextAreaElement {
  const box = screen.getByRole<HTMLTextAreaElement>('textbox');
  fireEvent.change(box, { target: { value: text } });
  return box;
}

/** Enter without Shift submits. */
export function pressEnter(box: HTMLElement = screen.getByRole('textbox')): void {
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
}

/** The result box of a translator (its polite live region). */
export function resultBox(): HTMLElement {
  const [result] = screen.getAllByRole('status').filter((region) => region.hasAttribute('aria-busy'));
  if (!result) throw new Error('no result box on screen');
  return result;
}

/**
 * Matches a translator's text (a translation, what was heard) by its whole content: the text is
 * made of clickable words, one element each, so no single text node holds it.
 */
export function shownText(text: string): MatcherFunction {
  return (_content, element) => element?.tagName === 'P' && element.textContent === text;
}
