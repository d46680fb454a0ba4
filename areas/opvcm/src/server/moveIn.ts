/**
 * Moving in, the holdings area's reads of the old site: the holdings of `alldata` and the
 * bricks of `bricksliste` (its graph is computed from them). The spec's read of a holding has
 * no purchase date: it comes over undated (never guessed), counts in the net worth from the day
 * of the import (the day it is recorded), and the report asks for the date; a site that gives
 * OP_DATE keeps it.
 */
import { isRecord, type LegacyCandidate as Candidate, type LegacyDocument, type LegacyMapping, listIn, pick, text } from 'server-kit';

const HOLDING_FIELDS = ['OP_BQ', 'OP_NOM', 'OP_MT_VTE', 'OP_MT_ACHAT', 'OP_TYPE_PLCMT', 'OP_BENEF', 'OP_DATE', 'isin', 'parts'] as const;

/** The holdings, with their purchase date when the site gives one, else none (null). */
function holdings(alldata: unknown): Candidate[] {
  const rows = isRecord(alldata) ? listIn(alldata.opvcm) : null;
  return (rows ?? []).filter(isRecord).map((row) => {
    const h = pick(row, HOLDING_FIELDS);
    if (typeof h.OP_TYPE_PLCMT === 'string') h.OP_TYPE_PLCMT = h.OP_TYPE_PLCMT.toUpperCase();
    h.OP_DATE ??= null;
    return { section: 'opvcm' as const, cle: `${text(h.OP_BQ)} ${text(h.OP_NOM)}`.trim(), row: h };
  });
}

function bricks(bricksliste: unknown): Candidate[] {
  const rows = isRecord(bricksliste) ? listIn(bricksliste.bricks) : listIn(bricksliste);
  return (rows ?? []).filter(isRecord).map((b) => ({
    section: 'bricks' as const,
    cle: text(b.nom),
    row: { nom: b.nom, achat: b.achat, loyers: b.loyers ?? {} },
  }));
}

/** The holdings that came over without their purchase date. */
function undated(document: LegacyDocument) {
  const names = (document.opvcm ?? []).filter((h) => h.OP_DATE === null).map((h) => `« ${text(h.OP_BQ)} ${text(h.OP_NOM)} »`);
  if (names.length === 0) return [];
  return [
    {
      sujet: "La date d'achat des placements",
      detail:
        `le site ne la donne pas pour ${names.join(', ')} : ils comptent dans le patrimoine depuis le jour de l'import, ` +
        "indiquez-la sous les placements (bouton « All », puis « Modifier »).",
      lien: '#/listeopvcm',
    },
  ];
}

/** The holdings the site counts by bank (`oplistebybk`) against those its `alldata` lists. */
function holdingsByBank(payload: unknown, alldata: unknown): string[] {
  const listed = new Map<string, number>();
  for (const h of (isRecord(alldata) ? listIn(alldata.opvcm) : null) ?? []) if (isRecord(h)) listed.set(text(h.OP_BQ), (listed.get(text(h.OP_BQ)) ?? 0) + 1);
  return (listIn(payload) ?? []).filter(isRecord).flatMap((bank) => {
    const count = Number(bank.nbre);
    const found = listed.get(text(bank.NOM)) ?? 0;
    return count === found ? [] : [`Placements chez ${text(bank.NOM)} : le site en compte ${count}, sa liste en donne ${found}.`];
  });
}

export const opvcmMoveIn: LegacyMapping = {
  reads: { alldata: { path: 'immeubles/alldata' }, bricksliste: { path: 'immeubles/bricksliste' } },
  mappings: [
    { reads: ['alldata'], map: (p, out) => out.candidates.push(...holdings(p.alldata)) },
    { reads: ['bricksliste'], map: (p, out) => out.candidates.push(...bricks(p.bricksliste)) },
  ],
  keepKeys: {
    // Not by date: the site gives none, and the owner dates a holding after it came over.
    opvcm: { key: (r) => `${String(r.OP_BQ)} ${String(r.OP_NOM)}` },
    bricks: { key: (r) => String(r.nom) },
  },
  toComplete: (_payloads, document) => undated(document),
  checks: [
    {
      name: 'placementsParBanque',
      read: { path: 'immeubles/oplistebybk' },
      check: (p) => holdingsByBank(p.placementsParBanque, p.alldata),
    },
  ],
};
