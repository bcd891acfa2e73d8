import { vi } from 'vitest';

/**
 * The browser's recording APIs, which happy-dom does not have: a microphone stream from
 * getUserMedia, a MediaRecorder that hands back a clip on stop, and the Web Audio context the
 * level meter and the WAV conversion use (decoding gives one second of a 440 Hz tone at 48 kHz).
 * Returns a function that removes them again.
 */
export function fakeMicrophone() {
  const track = { stopped: false, stop: () => (track.stopped = true) } as { stopped: boolean; stop: () => void };
  const stream = { getTracks: () => [track] };

  class FakeMediaRecorder {
    state: RecordingState = 'inactive';
    readonly mimeType = 'audio/mp4';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(2048)], { type: this.mimeType }) });
      this.onstop?.();
    }
  }

  class FakeAudioContext {
    createAnalyser() {
      return { fftSize: 2048, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.05) };
    }
    createMediaStreamSource() {
      return { connect: () => {} };
    }
    async decodeAudioData() {
      const samples = Float32Array.from({ length: 48_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 48_000));
      return { numberOfChannels: 1, sampleRate: 48_000, getChannelData: () => samples };
    }
    async close() {}
  }

  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints): Promise<unknown> => stream);
  const previous = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return {
    getUserMedia,
    tracksStopped: () => track.stopped,
    restore: () => {
      if (previous) Object.defineProperty(navigator, 'mediaDevices', previous);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    },
  };
}
