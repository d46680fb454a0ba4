/** Seeded pseudo-random generator (mulberry32): the demo dataset is the same on every run. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Amount in [min, max], rounded to cents. */
  amount(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    amount: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick: liste vide');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

/** The demo dataset's seed: every area's demo rows draw from it. */
const DEMO_SEED = 20150101;

/**
 * The demo's generator for one topic (`loyers:<property>`, `opvcm`…): one per topic, so adding
 * rows to one topic never shifts the others, whichever area draws them.
 */
export function demoRng(topic: string): Rng {
  let h = DEMO_SEED;
  for (const ch of topic) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return createRng(h);
}
