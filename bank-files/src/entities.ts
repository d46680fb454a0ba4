/**
 * HTML and XML character references, as some exports leave them in their labels (BNP's CSV
 * « EDF &amp; CO », « L&#39;ATELIER »; OFX « Name &amp; Field »): named ones of French text,
 * and numeric ones, encoded once or twice. An unknown reference is left as written. In a CSV a reference's « ; » is
 * also the separator: shieldEntities marks it first, so that it neither splits the row nor
 * counts when the separator is guessed; decodeEntities reads either ending.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  Eacute: 'É',
  Egrave: 'È',
  Agrave: 'À',
  Ccedil: 'Ç',
};

/** Stands for a reference's « ; » in a shielded text (a private-use character no bank writes). */
const SHIELDED_END = '\uE000';
/**
 * A reference, encoded once (« &eacute; ») or twice (« &amp;eacute; »: BNP's loan account
 * line writes its name both ways): `twice` is the « &amp; » in front, read with what follows.
 */
const REFERENCE = /&(amp[;\uE000])?(#x[0-9a-f]+|#\d+|[a-z]+)([;\uE000])/gi;

/** The character of a reference (« amp », « #39 », « #x27 »), or null when it names none. */
function characterOf(name: string): string | null {
  if (name[0] !== '#') return NAMED[name] ?? NAMED[name.toLowerCase()] ?? null;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : null;
}

/** The text with each known reference's « ; » replaced by a mark (what decodeEntities reads back). */
export const shieldEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(REFERENCE, (all, twice: string | undefined, name: string, end: string) => {
        if (characterOf(name) !== null) return `&${twice ? `amp${SHIELDED_END}` : ''}${name}${SHIELDED_END}`;
        // « &amp;xyz; »: only the « &amp; » is a reference.
        return twice ? `&amp${SHIELDED_END}${name}${end}` : all;
      })
    : text;

/** The text with its references decoded, once or twice (« &amp;eacute; » is « é »). */
export const decodeEntities = (s: string): string =>
  s.includes('&')
    ? s.replace(REFERENCE, (all, twice: string | undefined, name: string, end: string) => {
        const character = characterOf(name);
        if (character !== null) return character;
        // Unknown: « &amp;xyz; » decoded once is « &xyz; »; a shielded end is a « ; » again.
        return twice || end !== ';' ? `&${name};` : all;
      })
    : s;
