/**
 * Audible cue at each phase change, with the Web Audio API. Where it does not exist (jsdom,
 * some headless browsers) or the browser refuses, the cue is silently skipped: it never throws.
 */
import type { Phase } from './timer';

type AudioContextCtor = new () => AudioContext;

function audioContextClass(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Pitch and beeps per phase: a high double beep to work, a low beep to rest, three to finish. */
const TONES: Record<Phase, { frequency: number; beeps: number }> = {
  exec: { frequency: 880, beeps: 2 },
  repos: { frequency: 440, beeps: 1 },
  fini: { frequency: 660, beeps: 3 },
};

export interface Cue {
  /** Call from a user gesture (Start): browsers only allow sound after one. */
  unlock(): void;
  play(phase: Phase): void;
  close(): void;
}

export function createCue(): Cue {
  let ctx: AudioContext | null = null;
  const ensure = (): AudioContext | null => {
    if (ctx) return ctx;
    const Ctor = audioContextClass();
    if (!Ctor) return null;
    try {
      ctx = new Ctor();
    } catch {
      ctx = null;
    }
    return ctx;
  };
  return {
    unlock() {
      try {
        const c = ensure();
        if (c && c.state === 'suspended') void c.resume().catch(() => undefined);
      } catch {
        /* no sound, no harm */
      }
    },
    play(phase) {
      try {
        const c = ensure();
        if (!c) return;
        const { frequency, beeps } = TONES[phase];
        for (let i = 0; i < beeps; i++) {
          const at = c.currentTime + i * 0.22;
          const osc = c.createOscillator();
          const gain = c.createGain();
          osc.type = 'sine';
          osc.frequency.value = frequency;
          gain.gain.setValueAtTime(0.0001, at);
          gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
          osc.connect(gain).connect(c.destination);
          osc.start(at);
          osc.stop(at + 0.2);
        }
      } catch {
        /* no sound, no harm */
      }
    },
    close() {
      try {
        void ctx?.close().catch(() => undefined);
      } catch {
        /* ignore */
      }
      ctx = null;
    },
  };
}
