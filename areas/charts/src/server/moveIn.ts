/**
 * Moving in, the charts area's read of the old site: `graphedf`, the energy series. Its axes are bracketed lists
 * and its series JSON strings (contract-kit/legacyGraph reads both). The site gives sums, not
 * readings: Herm and Fleurs by year, Fleurs by month over the last 24 months. They come over
 * as readings that give back the same sums: one per month of the monthly series (dated the
 * month's last day), and for each year what the months do not cover, dated the last day of the
 * month before the first one covered (31 December when none is).
 */
import { parseGraph } from 'contract-kit/legacyGraph';
import { isRecord, type LegacyCandidate as Candidate, type LegacyMapped as Mapped, type LegacyMapping, text } from 'server-kit';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

function series(payload: Record<string, unknown>, axe: string, serie: string): Array<{ label: string; value: number }> {
  if (payload[axe] === undefined && payload[serie] === undefined) return [];
  const { axis, series: all } = parseGraph(text(payload[axe]), text(payload[serie]));
  const data = all[0]?.data ?? [];
  return axis.map((label, i) => ({ label: label.trim(), value: data[i] ?? 0 }));
}

function reading(compteur: 'Herm' | 'Fleurs', date: string, kwh: number): Candidate {
  return { section: 'energie', cle: `${compteur} ${date}`, row: { compteur, date, kwh } };
}

function meter(compteur: 'Herm' | 'Fleurs', years: Array<{ label: string; value: number }>, months: Array<{ label: string; value: number }>, out: Mapped): void {
  const byMonth = months.flatMap(({ label, value }) => {
    const m = /^(\d{1,2})\/(\d{4})$/.exec(label);
    return m ? [{ year: Number(m[2]), month: Number(m[1]), value }] : [];
  });
  for (const m of byMonth) if (m.value !== 0) out.candidates.push(reading(compteur, lastDay(m.year, m.month), m.value));
  for (const { label, value } of years) {
    const year = Number(label);
    if (!Number.isInteger(year)) continue;
    const covered = byMonth.filter((m) => m.year === year);
    const rest = round2(value - covered.reduce((s, m) => s + m.value, 0));
    if (rest < 0) {
      out.remarques.push(`Énergie ${compteur} ${year} : les mois du site dépassent son total de l'année ; seuls les mois sont importés.`);
      continue;
    }
    if (rest === 0) continue;
    const first = Math.min(...covered.map((m) => m.month));
    if (covered.length > 0 && first === 1) {
      out.remarques.push(`Énergie ${compteur} ${year} : le total de l'année dépasse ses mois de ${rest} kWh, non datés ; ils ne sont pas importés.`);
      continue;
    }
    out.candidates.push(reading(compteur, covered.length > 0 ? lastDay(year, first - 1) : `${year}-12-31`, rest));
  }
}

function energy(graphedf: unknown, out: Mapped): void {
  if (!isRecord(graphedf)) throw new Error('réponse sans graphique');
  meter('Herm', series(graphedf, 'axeHerm', 'serieHerm'), [], out);
  meter('Fleurs', series(graphedf, 'axeFleurs', 'serieFleurs'), series(graphedf, 'axeFleursMois', 'serieFleursMois'), out);
}

export const chartsMoveIn: LegacyMapping = {
  reads: { graphedf: { path: 'immeubles/graphedf', raw: true } },
  mappings: [{ reads: ['graphedf'], map: (p, out) => energy(p.graphedf, out) }],
  // Yearly sums: a meter's year already in the base is kept whole.
  keepKeys: { energie: { key: (r) => `${String(r.compteur)} ${String(r.date).slice(0, 4)}`, period: true } },
};
