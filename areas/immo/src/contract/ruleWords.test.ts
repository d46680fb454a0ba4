import { motifInWords } from './ruleWords';

// Each expected sentence written by hand from the motif: what a reader of the rule understands.
describe('motifInWords', () => {
  it.each([
    // A text: found anywhere, case and accents aside.
    ['MAIF', 'contient MAIF'],
    ['  LOYER   DUPONT ', 'contient LOYER DUPONT'],
    // The demo's rule: a letter with or without its accent, read as the accented one.
    ['/TAXE FONCI[EÈ]RE/i', 'contient TAXE FONCIÈRE'],
    ['/^PRLV SEPA/i', 'commence par PRLV SEPA'],
    ['/LOYER$/i', 'finit par LOYER'],
    ['/^VIR LOYER$/i', 'est exactement VIR LOYER'],
    ['/^CB .*(LECLERC|CARREFOUR)/i', 'commence par CB, puis LECLERC ou CARREFOUR'],
    ['/LOYER|BAIL|CAF/i', 'contient LOYER, BAIL ou CAF'],
    ['/^PRLV (?:EDF|ENGIE)/i', 'commence par PRLV EDF ou PRLV ENGIE'],
    ['/DUPONT\\s+JEAN/i', 'contient DUPONT JEAN'],
    ['/M\\. DUPONT.+LOYER$/i', 'contient M. DUPONT, puis finit par LOYER'],
    ['/^VIR|^PRLV/i', 'commence par VIR, ou commence par PRLV'],
    // Without the i flag, the case counts: said so.
    ['/^PRLV EDF/', 'commence par PRLV EDF (en respectant les majuscules)'],
  ])('%s → %s', (motif, words) => {
    expect(motifInWords(motif)).toBe(words);
  });

  it.each([
    ['/LOYER \\d+/i'],
    ['/COLOU?R/i'],
    ['/[A-Z]{3} LOYER/'],
    ['/\\bEDF\\b/i'],
  ])('gives %s as written when words would not say it', (motif) => {
    expect(motifInWords(motif)).toBe(`suit l'expression ${motif}`);
  });
});
