import { createElement, Fragment, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPagesIn } from '../src/app/lazy-page';

function Guard({ children }: { children?: ReactNode }) {
  return children;
}

function SomePage() {
  return null;
}

function pageModule() {
  const load = vi.fn(async () => ({ SomePage }));
  return { load, Page: lazyPage(load, 'SomePage') };
}

describe('lazy pages', () => {
  it('load nothing until rendered or preloaded', () => {
    const { load } = pageModule();
    expect(load).not.toHaveBeenCalled();
  });

  it('preload the pages inside a route element, through guards, once', async () => {
    const first = pageModule();
    const second = pageModule();
    const element = createElement(
      Guard,
      null,
      createElement(Fragment, null, createElement(first.Page), createElement(second.Page)),
    );
    preloadPagesIn(element);
    preloadPagesIn(element);
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    await expect(first.Page.preload()).resolves.toHaveProperty('SomePage');
    expect(first.load).toHaveBeenCalledTimes(1);
  });

  it('resolve only once what they load alongside is in too', async () => {
    let finish = () => {};
    const strings = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const Page = lazyPage(
      async () => ({ SomePage }),
      'SomePage',
      () => strings,
    );
    let loaded = false;
    const preloading = Page.preload().then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    finish();
    await preloading;
    expect(loaded).toBe(true);
  });

  it('leave other elements alone', () => {
    expect(() => preloadPagesIn(createElement('div', null, 'text', null))).not.toThrow();
    expect(() => preloadPagesIn(undefined)).not.toThrow();
  });
});
