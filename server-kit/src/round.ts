/** Rounds an amount to cents (avoids 0.1 + 0.2 artefacts in payloads). */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
