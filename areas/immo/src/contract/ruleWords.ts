/**
 * A rule's motif in words, as the owner reads it in his rules and in a line's proposal:
 * « /TAXE FONCI[EÈ]RE/i » is « contient TAXE FONCIÈRE », « /^CB .*(LECLERC|CARREFOUR)/i » is
 * « commence par CB, puis LECLERC ou CARREFOUR ». The motif itself stays as written, in the
 * rule's field. An expression beyond texts, anchors, gaps, spaces, alternatives and letters
 * told apart only by their accents is given as it is written.
 */
import { motifPattern } from './statementSections';

interface Phrase {
  start: boolean;
  end: boolean;
  /** Texts in order, each possibly « A ou B », with anything between them. */
  parts: string[];
}

class Unreadable extends Error {}

const LITERAL_ESCAPES = new Set([...'./-()[]{}\\*+?|^$&#:,\'"!@%=<> ']);
/** A letter without its accents, lower case: « È » and « e » are the same letter. */
const bare = (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const MAX_SPELLINGS = 4;

/** Reads `source` (an expression's body) from `at`, up to a `)` or its end. */
class Reader {
  at = 0;
  constructor(private readonly source: string) {}

  private peek(offset = 0) {
    return this.source[this.at + offset];
  }

  /** Alternatives until `)` or the end: each a phrase. */
  alternatives(): Phrase[] {
    const out = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      out.push(this.sequence());
    }
    return out;
  }

  private sequence(): Phrase {
    const phrase: Phrase = { start: false, end: false, parts: [] };
    // Each part: its possible spellings (a group gives several).
    let spellings: string[] = [''];
    const endPart = () => {
      const texts = spellings.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
      if (texts.length > 0) phrase.parts.push(join(texts));
      spellings = [''];
    };
    const append = (options: string[]) => {
      spellings = spellings.flatMap((s) => options.map((o) => s + o));
      if (spellings.length > MAX_SPELLINGS) throw new Unreadable();
    };
    if (this.peek() === '^') {
      phrase.start = true;
      this.at++;
    }
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) {
      if (c === '$' && (this.peek(1) === undefined || this.peek(1) === '|' || this.peek(1) === ')')) {
        phrase.end = true;
        this.at++;
      } else if (c === '.' && (this.peek(1) === '*' || this.peek(1) === '+')) {
        this.at += this.peek(2) === '?' ? 3 : 2;
        endPart();
      } else if (c === '\\' && this.peek(1) === 's') {
        this.at += 2;
        this.skipRepeat();
        append([' ']);
      } else if (c === ' ' && (this.peek(1) === '+' || this.peek(1) === '*')) {
        this.at += 2;
        append([' ']);
      } else if (c === '\\') {
        const escaped = this.peek(1);
        if (escaped === undefined || !LITERAL_ESCAPES.has(escaped)) throw new Unreadable();
        this.at += 2;
        append([escaped]);
      } else if (c === '[') {
        append([this.letterClass()]);
      } else if (c === '(') {
        this.at++;
        if (this.peek() === '?' && this.peek(1) === ':') this.at += 2;
        const inner = this.alternatives();
        if (this.peek() !== ')') throw new Unreadable();
        this.at++;
        // A group of plain texts only: « LECLERC ou CARREFOUR ».
        if (inner.some((p) => p.start || p.end || p.parts.length !== 1)) throw new Unreadable();
        append(inner.map((p) => p.parts[0]!));
      } else if ('.*+?{}^$]'.includes(c)) {
        throw new Unreadable();
      } else {
        this.at++;
        append([c]);
      }
      const next = this.peek();
      if (next !== undefined && '*+?{'.includes(next)) throw new Unreadable();
    }
    endPart();
    return phrase;
  }

  private skipRepeat() {
    if (this.peek() === '+' || this.peek() === '*') this.at++;
  }

  /** `[EÈÉ]`: one letter written with or without its accents, read as the accented one. */
  private letterClass(): string {
    const close = this.source.indexOf(']', this.at);
    if (close < 0) throw new Unreadable();
    const letters = [...this.source.slice(this.at + 1, close)];
    this.at = close + 1;
    const base = letters[0] === undefined ? '' : bare(letters[0]);
    if (!/^\p{L}$/u.test(base) || letters.some((l) => bare(l) !== base)) throw new Unreadable();
    return letters.find((l) => l.normalize('NFD') !== l) ?? letters[0]!;
  }
}

/** « A », « A ou B », « A, B ou C ». */
function join(texts: readonly string[]): string {
  return texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(', ')} ou ${texts.at(-1)}`;
}

function sentence({ start, end, parts }: Phrase): string {
  if (parts.length === 0) throw new Unreadable();
  if (parts.length === 1) {
    const [only] = parts;
    if (start && end) return `est exactement ${only}`;
    return `${start ? 'commence par' : end ? 'finit par' : 'contient'} ${only}`;
  }
  const last = parts.at(-1)!;
  const middle = parts.slice(1, -1).map((p) => `, puis ${p}`).join('');
  return `${start ? 'commence par' : 'contient'} ${parts[0]}${middle}, puis ${end ? 'finit par ' : ''}${last}`;
}

/** The motif of a rule in words (« contient MAIF », « commence par PRLV SEPA »…). */
export function motifInWords(motif: string): string {
  const pattern = motifPattern(motif);
  if (typeof pattern === 'string') return `contient ${pattern.replace(/\s+/g, ' ').trim()}`;
  try {
    const reader = new Reader(pattern.source);
    const phrases = reader.alternatives();
    if (reader.at !== pattern.source.length) throw new Unreadable();
    // « contient LOYER ou BAIL » rather than « contient LOYER, ou contient BAIL ».
    const plain = phrases.every((p) => !p.start && !p.end && p.parts.length === 1);
    const words = plain ? `contient ${join(phrases.map((p) => p.parts[0]!))}` : phrases.map(sentence).join(', ou ');
    const cased = !pattern.flags.includes('i') && /\p{L}/u.test(words);
    return cased ? `${words} (en respectant les majuscules)` : words;
  } catch (error) {
    if (error instanceof Unreadable) return `suit l'expression ${motif}`;
    throw error;
  }
}
