/**
 * The holdings area's legacy reads: the holdings of `alldata` (with their purchase date when
 * the site gives one: the cumulative charts need it, and it is not guessed) and the bricks of
 * `bricksliste` (its graph is computed from them).
 */
import { type Candidate, isRecord, listIn, type Mapped, pick, type ReadMapping, text } from './legacyRows';

const HOLDING_FIELDS = ['OP_BQ', 'OP_NOM', 'OP_MT_VTE', 'OP_MT_ACHAT', 'OP_TYPE_PLCMT', 'OP_BENEF', 'OP_DATE', 'isin', 'parts'] as const;

/** The holdings with their purchase date; those without are left out, listed (the report asks for them). */
function holdings(alldata: unknown, out: Mapped): void {
  const rows = isRecord(alldata) ? listIn(alldata.opvcm) : null;
  for (const row of (rows ?? []).filter(isRecord)) {
    const h = pick(row, HOLDING_FIELDS);
    if (typeof h.OP_TYPE_PLCMT === 'string') h.OP_TYPE_PLCMT = h.OP_TYPE_PLCMT.toUpperCase();
    const cle = `${text(h.OP_BQ)} ${text(h.OP_NOM)}`.trim();
    if (h.OP_DATE === undefined || h.OP_DATE === null) out.leftOut.push({ section: 'opvcm', cle, champ: 'OP_DATE', raison: "date d'achat absente : le site ne la donne pas" });
    else out.candidates.push({ section: 'opvcm', cle, row: h });
  }
}

function bricks(bricksliste: unknown): Candidate[] {
  const rows = isRecord(bricksliste) ? listIn(bricksliste.bricks) : listIn(bricksliste);
  return (rows ?? []).filter(isRecord).map((b) => ({
    section: 'bricks' as const,
    cle: text(b.nom),
    row: { nom: b.nom, achat: b.achat, loyers: b.loyers ?? {} },
  }));
}

export const opvcmMappings: ReadMapping[] = [
  { reads: ['alldata'], map: (p, out) => holdings(p.alldata, out) },
  { reads: ['bricksliste'], map: (p, out) => out.candidates.push(...bricks(p.bricksliste)) },
];
