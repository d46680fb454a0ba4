/**
 * The site's own sums, read to check what came over: the expenses by year (`graphDepPerso`)
 * against the expenses imported, the holdings counted by bank (`oplistebybk`) against those
 * `alldata` listed. A difference is said in the report (a site that lists only part of its
 * expenses, rows left out), never corrected. These reads are checks: one that fails is said
 * too, and does not make the import partial.
 */
import { parseGraph } from 'contract-kit/legacyGraph';
import { isRecord, listIn, text } from 'server-kit';
import type { Dataset } from '../data/sections';
import { HOST_READS, type Payloads } from './legacySite';

type CheckRead = 'depensesParAn' | 'placementsParBanque';
export const CHECK_READS: ReadonlySet<string> = new Set<CheckRead>(['depensesParAn', 'placementsParBanque']);

const round2 = (n: number) => Math.round(n * 100) / 100;
const euros = (n: number) => `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

function expensesByYear(payload: unknown, document: Dataset): string[] {
  if (!isRecord(payload)) throw new Error('réponse sans graphique');
  const { axis, series } = parseGraph(text(payload.axe_depenses), text(payload.serie_depenses));
  const imported = new Map<string, number>();
  for (const e of document.depenses ?? []) imported.set(e.COP_DATE.slice(0, 4), (imported.get(e.COP_DATE.slice(0, 4)) ?? 0) + e.COP_MONT);
  return axis.flatMap((year, i) => {
    const site = round2(series[0]?.data[i] ?? 0);
    const ours = round2(imported.get(year) ?? 0);
    return site === ours ? [] : [`Dépenses ${year} : le site en compte ${euros(site)}, les lignes importées ${euros(ours)}.`];
  });
}

function holdingsByBank(payload: unknown, alldata: unknown): string[] {
  const listed = new Map<string, number>();
  for (const h of (isRecord(alldata) ? listIn(alldata.opvcm) : null) ?? []) if (isRecord(h)) listed.set(text(h.OP_BQ), (listed.get(text(h.OP_BQ)) ?? 0) + 1);
  return (listIn(payload) ?? []).filter(isRecord).flatMap((bank) => {
    const count = Number(bank.nbre);
    const found = listed.get(text(bank.NOM)) ?? 0;
    return count === found ? [] : [`Placements chez ${text(bank.NOM)} : le site en compte ${count}, sa liste en donne ${found}.`];
  });
}

/** What the checks found, in French; a check that cannot read its reply says so. */
export function crossChecks(payloads: Payloads, document: Dataset, failed: Array<{ lecture: string; message: string }>): string[] {
  const out = failed.map((f) => `Contrôle non fait : ${f.message}.`);
  const run = (name: CheckRead, check: () => string[]) => {
    if (payloads[name] === undefined) return;
    try {
      out.push(...check());
    } catch (error) {
      out.push(`Contrôle non fait : « ${HOST_READS[name].path} » illisible (${error instanceof Error ? error.message : String(error)}).`);
    }
  };
  run('depensesParAn', () => expensesByYear(payloads.depensesParAn, document));
  run('placementsParBanque', () => holdingsByBank(payloads.placementsParBanque, payloads.alldata));
  return out;
}
