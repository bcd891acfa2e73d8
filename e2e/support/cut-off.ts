import type { Page } from '@playwright/test';

/**
 * What is cut off on the screen as it is laid out now, one line per problem (empty when all fits):
 * - a text element under `textSelector` wider than its box (scrollWidth > clientWidth), which is what
 *   an ellipsis or a clipped label looks like, or a word of it split across two lines ("аудио" / "треки")
 *   other than after a hyphen;
 *   scripts without spaces (Japanese) may break anywhere and are checked for overflow only;
 * - a native select under `selectSelector` narrower than its longest option (the browser clips the
 *   chosen one: "Pendi", "Admir");
 * - the page scrolling sideways.
 */
export async function cutOffText(
  page: Page,
  selectors: { textSelector: string; selectSelector?: string },
): Promise<string[]> {
  // Two frames after a resize, the layout is the new width's.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(({ textSelector, selectSelector }) => {
    const problems: string[] = [];
    const noSpaces = /[\u3040-\u30ff\u3400-\u9fff]/;
    const visible = (element: Element) => element.getClientRects().length > 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(textSelector))) {
      if (!visible(element)) continue;
      const text = (element.textContent ?? '').trim();
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(`"${text}" is wider than its box (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = (node as Text).data;
        // A line may end after a hyphen ("e2e-" / "1234@example.org"), so the parts of a hyphenated word count alone.
        for (const word of data.matchAll(/[^\s-]+-?/g)) {
          if (noSpaces.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) problems.push(`"${text}": the word "${word[0]}" is split across lines`);
        }
      }
    }
    if (selectSelector) {
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>(selectSelector))) {
        if (!visible(select)) continue;
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        for (const option of Array.from(select.options)) {
          const width = context.measureText(option.text).width;
          if (width > room + 0.5) {
            problems.push(`the option "${option.text}" does not fit its select (${Math.ceil(width)} > ${room})`);
          }
        }
      }
    }
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${scrollWidth} > ${window.innerWidth})`);
    return [...new Set(problems)];
  }, selectors);
}
