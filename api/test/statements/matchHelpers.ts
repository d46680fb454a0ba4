/**
 * Helpers of the matching and recording tests: a small base whose figures are easy to check
 * by hand, bank files written as CSV, and the multipart requests of POST /api/releves.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { statementPreviewSchema, statementRecordSchema, type StatementLine, type StatementPreview, type StatementRecord } from '../../src/contracts';
import { createTestApi, type TestApi } from '../helpers';
import { payloadOf, request, WRITE_HEADER } from '../dataHelpers';

/** The api's day: the statements of the tests are of September and October 2026. */
export const NOW = new Date(2026, 9, 20, 9, 0);

/**
 * One property, « Lyon T2 », let to Jean Dupont since 1 January 2026: 700 € + 50 € of charges,
 * due on the 5th, so 750 € a month. September's rent is recorded (750 € on 5 September). One
 * loan « Prêt Lyon » at 0 %: 120 000 € over 240 months from 10 January 2026 with 20 € of
 * insurance, so 520 € on the 10th of each month from February (n° 1) on; n° 9 on 10 October.
 */
export const SMALL_BASE = {
  immos: [
    {
      IM_NOM: 'Lyon T2', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 120000, IM_FIN_PRET: null, IM_MT_LOYER: 750, IM_AGENCE: 0,
      IM_DATE_ACHAT: '2025-12-01', IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 150000, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 750,
    },
  ],
  baux: [{ id: 1, IM_NOM: 'Lyon T2', locataire: 'Jean Dupont', debut: '2026-01-01', loyer_hc: 700, charges: 50, jour_echeance: 5 }],
  loyers: [{ IM_NOM: 'Lyon T2', date: '2026-09-05', montant: 750, honoraires: 0, bail_id: 1 }],
  emprunts: [{ nom: 'Prêt Lyon', capital: 120000, taux: 0, duree_mois: 240, debut: '2026-01-10', assurance_mensuelle: 20, IM_NOM: 'Lyon T2' }],
};

/** A test api on an empty base holding `SMALL_BASE` only. */
export async function smallApi(): Promise<TestApi> {
  const api = await createTestApi({ seed: false, now: NOW });
  payloadOf(await request(api.app, 'POST', '/api/data?mode=replace', SMALL_BASE));
  return api;
}

/** [day AAAA-MM-JJ, label, amount] */
export type Row = [string, string, number];

const frenchAmount = (n: number) => n.toFixed(2).replace('.', ',');
const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** A CSV as French banks export it: « Date;Libellé;Montant », days first, decimal comma. */
export function csvOf(rows: readonly Row[]): Buffer {
  return Buffer.from(['Date;Libellé;Montant', ...rows.map(([d, l, m]) => `${frenchDay(d)};${l};${frenchAmount(m)}`)].join('\r\n') + '\r\n');
}

export interface StatementRequest {
  dryRun?: boolean;
  /** Sent as the field `decisions` (JSON). */
  decisions?: unknown;
  /** Sent as the field `colonnes` (JSON). */
  colonnes?: unknown;
  /** Sent as the fields `comptes` (JSON) and `cartes`. */
  comptes?: unknown;
  cartes?: string;
  /**
   * Sent as the field `ordre_dates`: 'jma' unless told, the owner's answer for these CSVs whose
   * days are often all of 12 or less (null: none sent, the api asks).
   */
  ordre_dates?: string | null;
  headers?: Record<string, string>;
  url?: string;
  fileName?: string;
}

const BOUNDARY = '----releves-test-boundary-51c2';

/** The multipart body: the file in `fichier`, then the JSON fields. */
export function statementBody(file: Buffer | null, fields: Record<string, unknown>, fileName = 'releve.csv') {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fichier"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export function postStatement(app: App, file: Buffer | null, options: StatementRequest = {}): Promise<LightMyRequestResponse> {
  const ordre = options.ordre_dates === undefined ? 'jma' : (options.ordre_dates ?? undefined);
  const fields = { decisions: options.decisions, colonnes: options.colonnes, comptes: options.comptes, cartes: options.cartes, ordre_dates: ordre };
  const body = statementBody(file, fields, options.fileName);
  return app.inject({
    method: 'POST',
    url: options.url ?? `/api/releves${options.dryRun ? '?dryRun=1' : ''}`,
    payload: body.payload,
    headers: { ...WRITE_HEADER, ...body.headers, ...options.headers },
  });
}

/** The proposals of a file (dry run), checked against the contract's schema. */
export async function preview(app: App, file: Buffer, options: StatementRequest = {}): Promise<StatementPreview> {
  return statementPreviewSchema.parse(payloadOf(await postStatement(app, file, { ...options, dryRun: true })));
}

/** Records a file, the reply checked against the contract's schema. */
export async function record(app: App, file: Buffer, options: StatementRequest = {}): Promise<StatementRecord> {
  return statementRecordSchema.parse(payloadOf(await postStatement(app, file, options)));
}

/** The line of a preview by its label. */
export function lineOf(p: StatementPreview, libelle: string): StatementLine {
  const line = p.lignes.find((l) => l.libelle === libelle);
  if (!line) throw new Error(`ligne « ${libelle} » absente : ${p.lignes.map((l) => l.libelle).join(', ')}`);
  return line;
}
