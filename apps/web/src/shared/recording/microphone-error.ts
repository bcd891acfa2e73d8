/** Why recording could not start: the learner (or the browser) refused the microphone, or something else failed. */
export type MicrophoneError = { kind: 'denied' } | { kind: 'failed'; message: string };

/** getUserMedia and MediaRecorder failures, sorted by the message each gets (docs/product.md, Translation). */
export function toMicrophoneError(error: unknown): MicrophoneError {
  if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) {
    return { kind: 'denied' };
  }
  if (error instanceof Error) return { kind: 'failed', message: error.message || error.name };
  return { kind: 'failed', message: String(error) };
}
