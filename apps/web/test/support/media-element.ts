/**
 * happy-dom's <audio> keeps volume, muted and currentTime but, unlike a browser, fires no
 * 'volumechange' or 'timeupdate' when they change, and knows no duration. This adds those
 * browser behaviours for the duration of a test; everything else is happy-dom's own element.
 */
export function emulateMediaEvents(): () => void {
  const proto = HTMLMediaElement.prototype;
  const originals = new Map<string, PropertyDescriptor>();
  const wrap = (name: 'volume' | 'muted' | 'currentTime', event: string) => {
    const original = Object.getOwnPropertyDescriptor(proto, name);
    if (!original?.set || !original.get) throw new Error(`HTMLMediaElement has no ${name} accessor`);
    originals.set(name, original);
    const { get, set } = original;
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: original.enumerable ?? false,
      get,
      set(this: HTMLMediaElement, value: unknown) {
        const before = get.call(this);
        set.call(this, value);
        if (get.call(this) !== before) this.dispatchEvent(new Event(event));
      },
    });
  };
  wrap('volume', 'volumechange');
  wrap('muted', 'volumechange');
  wrap('currentTime', 'timeupdate');
  return () => {
    for (const [name, descriptor] of originals) Object.defineProperty(proto, name, descriptor);
  };
}

/** The clip's length became known, as after 'loadedmetadata' in a browser. */
export function setDuration(audio: HTMLMediaElement, seconds: number): void {
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => seconds });
  audio.dispatchEvent(new Event('durationchange'));
}
