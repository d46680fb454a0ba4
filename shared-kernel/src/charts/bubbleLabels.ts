/**
 * Helpers of the bubble chart: leaf ids have the form group.name, and a
 * label must fit inside its circle to be readable.
 */

/** "Boursorama.LVMH" under group "Boursorama" → "LVMH" (names may contain dots). */
export function leafName(id: string, group: string | undefined): string {
  if (group !== undefined && id.startsWith(`${group}.`)) return id.slice(group.length + 1);
  const dot = id.indexOf('.');
  return dot >= 0 ? id.slice(dot + 1) : id;
}

/** Average width of a character of the 12 px chart font, in pixels. */
const CHAR_WIDTH = 6.6;

/**
 * The label as it fits across a circle of that radius: whole, cut with an ellipsis, or ''
 * when not even three characters fit.
 */
export function fitLabel(text: string, radius: number): string {
  const max = Math.floor((2 * radius * 0.85) / CHAR_WIDTH);
  if (text.length <= max) return text;
  if (max < 4) return '';
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
