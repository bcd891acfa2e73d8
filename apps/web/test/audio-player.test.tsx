import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '../src/shared/audio/audio-player';
import { emulateMediaEvents, setDuration } from './support/media-element';
import { renderScreen } from './support/render-screen';

const CLIP = 'data:audio/mpeg;base64,SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjYwLjMuMTAwAAAAAAAAAAAAAAD/';

let restoreMedia: () => void;
beforeEach(() => {
  restoreMedia = emulateMediaEvents();
});
afterEach(() => restoreMedia());

function renderPlayer(props: { src?: string | null; autoPlay?: boolean } = {}) {
  const view = renderScreen(
    <AudioPlayer src={props.src ?? CLIP} autoPlay={props.autoPlay} label="Translation audio" />,
  );
  const player = screen.getByRole('group', { name: 'Translation audio' });
  const audio = view.container.querySelector('audio');
  if (!audio) throw new Error('the player has no <audio>');
  return {
    player,
    audio,
    button: (name: string) => within(player).getByRole('button', { name }),
    slider: (name: string) => within(player).getByRole<HTMLInputElement>('slider', { name }),
  };
}

describe('the audio player', () => {
  it('plays, pauses and stops back at the start', async () => {
    const { audio, button, player } = renderPlayer();
    act(() => setDuration(audio, 3));
    expect(within(player).getByText('0:00 / 0:03')).toBeTruthy();

    fireEvent.click(button('Play'));
    await vi.waitFor(() => expect(audio.paused).toBe(false));
    expect(button('Pause')).toBeTruthy();

    act(() => {
      audio.currentTime = 1.2;
    });
    expect(within(player).getByText('0:01 / 0:03')).toBeTruthy();

    fireEvent.click(button('Pause'));
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(1.2);
    expect(button('Play')).toBeTruthy();

    fireEvent.click(button('Play'));
    await vi.waitFor(() => expect(button('Pause')).toBeTruthy());
    fireEvent.click(button('Stop'));
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);
    expect(button('Play')).toBeTruthy();
    expect(within(player).getByText('0:00 / 0:03')).toBeTruthy();
  });

  it('seeks with the position slider', () => {
    const { audio, slider, player } = renderPlayer();
    act(() => setDuration(audio, 65));
    fireEvent.change(slider('Playback position'), { target: { value: '62' } });
    expect(audio.currentTime).toBe(62);
    expect(within(player).getByText('1:02 / 1:05')).toBeTruthy();
  });

  it('sets the volume from 0 to 1 in steps of 0.1', () => {
    const { audio, slider } = renderPlayer();
    const volume = slider('Volume');
    expect([volume.min, volume.max, volume.step, volume.value]).toEqual(['0', '1', '0.1', '1']);

    fireEvent.change(volume, { target: { value: '0.7' } });
    expect(audio.volume).toBe(0.7);
    expect(volume.getAttribute('aria-valuetext')).toBe('70%');

    fireEvent.change(volume, { target: { value: '0.1' } });
    expect(audio.volume).toBe(0.1);
    expect(volume.getAttribute('aria-valuetext')).toBe('10%');
  });

  it('mutes and unmutes, keeping the volume', () => {
    const { audio, button, slider } = renderPlayer();
    fireEvent.change(slider('Volume'), { target: { value: '0.6' } });

    fireEvent.click(button('Mute'));
    expect(audio.muted).toBe(true);
    expect(button('Unmute').getAttribute('aria-pressed')).toBe('true');
    expect(slider('Volume').value).toBe('0');

    fireEvent.click(button('Unmute'));
    expect(audio.muted).toBe(false);
    expect(button('Mute').getAttribute('aria-pressed')).toBe('false');
    expect(slider('Volume').value).toBe('0.6');
    expect(audio.volume).toBe(0.6);
  });

  it('unmutes when the volume is raised', () => {
    const { audio, button, slider } = renderPlayer();
    fireEvent.click(button('Mute'));
    fireEvent.change(slider('Volume'), { target: { value: '0.3' } });
    expect(audio.muted).toBe(false);
    expect(audio.volume).toBe(0.3);
    expect(button('Mute')).toBeTruthy();
  });

  it('plays a new clip by itself when asked to', async () => {
    const { audio, button } = renderPlayer({ autoPlay: true });
    await vi.waitFor(() => expect(audio.paused).toBe(false));
    expect(button('Pause')).toBeTruthy();
  });

  it('waits for Play when the browser refuses to start without a gesture', async () => {
    const refused = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    const { audio, button } = renderPlayer({ autoPlay: true });
    await vi.waitFor(() => expect(refused).toHaveBeenCalled());
    expect(audio.paused).toBe(true);
    expect(button('Play')).toBeTruthy();
  });

  it('is disabled while there is nothing to play', () => {
    renderScreen(<AudioPlayer src={null} label="Translation audio" />);
    const player = screen.getByRole('group', { name: 'Translation audio' });
    for (const control of [...within(player).getAllByRole('button'), ...within(player).getAllByRole('slider')]) {
      expect(control.hasAttribute('disabled')).toBe(true);
    }
  });
});
