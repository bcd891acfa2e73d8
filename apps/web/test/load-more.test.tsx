import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from '../src/shared/ui/load-more';
import { renderScreen } from './support/render-screen';

/** A stand-in for the browser's IntersectionObserver that lets the test scroll the sentinel into view. */
class ObserverInView {
  static instances: ObserverInView[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverInView.instances.push(this);
  }
  observe() {}
  disconnect() {}
  scrollIntoView() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ObserverInView.instances = [];
});

describe('the end of a paged list', () => {
  it('asks for the next page when its sentinel scrolls into view, and with the Load more button', () => {
    vi.stubGlobal('IntersectionObserver', ObserverInView);
    const onLoadMore = vi.fn();
    renderScreen(<LoadMore hasMore loading={false} failed={false} onLoadMore={onLoadMore} />);
    ObserverInView.instances.at(-1)?.scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('waits for a press after a page failed, instead of retrying as the sentinel stays in view', () => {
    vi.stubGlobal('IntersectionObserver', ObserverInView);
    const onLoadMore = vi.fn();
    renderScreen(<LoadMore hasMore loading={false} failed onLoadMore={onLoadMore} />);
    expect(ObserverInView.instances).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('More items could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows that the next page is loading, and nothing once the last page is in', () => {
    const loading = renderScreen(<LoadMore hasMore loading failed={false} onLoadMore={() => {}} />);
    expect(screen.getByRole('button', { name: 'Loading more...' }).hasAttribute('disabled')).toBe(true);
    loading.unmount();
    renderScreen(<LoadMore hasMore={false} loading={false} failed={false} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
