// A 10 000-line bank statement through POST /api/releves: the proposal
// (dryRun), the recording, then the same file again, which must record nothing. The file is a
// French bank's CSV (`;`, decimal commas, dd/mm/yyyy, Débit/Crédit), each line of its own
// day, amount and label so that none is a duplicate of another.
import { API } from '../config.mjs';

export const STATEMENT_LINES = 10_000;
const HEADERS = { 'x-tableau-de-bord': '1' };

const two = (n) => String(n).padStart(2, '0');

/** A CSV statement of `count` lines from 2020 on, debits and credits in turn. */
export function statementCsv(count = STATEMENT_LINES) {
  const lines = ['Compte courant n° 00012345678;;;', 'Date;Libellé;Débit;Crédit'];
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < count; i++) {
    const d = new Date(start + Math.floor(i / 8) * 86_400_000);
    const date = `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    const cents = 1_000 + ((i * 7_919) % 90_000);
    const amount = `${Math.floor(cents / 100)},${two(cents % 100)}`;
    lines.push(i % 5 === 0 ? `${date};VIR SEPA RECU ${i};;${amount}` : `${date};CB MAGASIN ${i};${amount};`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function post(body, dryRun) {
  const form = new FormData();
  form.append('fichier', new Blob([body], { type: 'text/csv' }), 'releve-bench.csv');
  const started = performance.now();
  const res = await fetch(`${API}/api/releves${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: HEADERS, body: form });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`POST /api/releves${dryRun ? '?dryRun=1' : ''} → ${res.status} ${text.slice(0, 200)}`);
  return { ms, payload: JSON.parse(text).payload };
}

/** @returns {Promise<{ lines:number, proposeMs:number, recordMs:number, againMs:number, recorded:number, recordedAgain:number, proposed:number }>} */
export async function measureStatementImport() {
  const body = statementCsv();
  const proposal = await post(body, true);
  // Every line is decided (a credit as a refund, a debit as an expense), as « Tout accepter » would after a correction.
  const decisions = proposal.payload.lignes.map((l) => ({
    n: l.n,
    section: 'depenses',
    row: { COP_DATE: l.date, COP_LIBELLE: l.libelle, COP_MONT: -l.montant, COP_GARAGE: null },
  }));
  const form = new FormData();
  form.append('fichier', new Blob([body], { type: 'text/csv' }), 'releve-bench.csv');
  form.append('decisions', JSON.stringify(decisions));
  const started = performance.now();
  const res = await fetch(`${API}/api/releves`, { method: 'POST', headers: HEADERS, body: form });
  const text = await res.text();
  const recordMs = performance.now() - started;
  if (!res.ok) throw new Error(`POST /api/releves → ${res.status} ${text.slice(0, 200)}`);
  const recorded = JSON.parse(text).payload;
  const again = await post(body, false);
  return {
    lines: proposal.payload.resume.lignes,
    proposed: proposal.payload.resume.proposees,
    proposeMs: Math.round(proposal.ms),
    recordMs: Math.round(recordMs),
    recorded: recorded.enregistrees + recorded.ignorees,
    againMs: Math.round(again.ms),
    recordedAgain: again.payload.enregistrees + again.payload.ignorees,
  };
}
