/**
 * The bank statement's trips to the api. The file goes as multipart (field `fichier`), which
 * the kernel's JSON client cannot send, so this is fetch on the kernel's URL, with the session
 * cookie and the write header, as the photo upload does. A CSV whose columns the api does not
 * know, or a file whose dates read both ways, is an answer, not a failure: its 422 becomes the
 * mapping step, or the date order step.
 */
import { z } from 'zod/mini';
import { ApiError, NOT_OWNER_DATA, apiGet, apiUrl, getRuntimeConfig, markSignInRequired, parseWith, queryClient, useQuery } from 'shared-kernel';
import { STATEMENT_FORMATS, statementPreviewSchema, statementRecordSchema, unknownColumnsSchema, unknownDateOrderSchema, type CardChoice, type CsvColumns, type DateOrder, type StatementDecision, type StatementPreview, type StatementRecord, type UnknownColumns, type UnknownDateOrder } from 'area-immo/contract';

export const STATEMENTS_PATH = 'releves';
const SAMPLES_PATH = 'releves/exemples';

/** A statement of 10 000 lines is read and classified in seconds, not in the reads' 8. */
const STATEMENT_TIMEOUT_MS = 60_000;

const sampleListSchema = z.array(z.object({ nom: z.string(), format: z.enum(STATEMENT_FORMATS) }));
export type Sample = z.infer<typeof sampleListSchema>[number];

/** The demo statements the api ships, one per format; read only for the owner who can record. */
export function useSamples(enabled: boolean) {
  return useQuery(
    {
      queryKey: ['releves', 'exemples'],
      queryFn: ({ signal }) => apiGet(SAMPLES_PATH, sampleListSchema, signal),
      enabled,
      staleTime: Infinity,
      // Not the owner's data: a write does not read it again.
      meta: NOT_OWNER_DATA,
    },
    queryClient,
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STATEMENT_TIMEOUT_MS);
  try {
    return await fetch(apiUrl(path), { ...init, credentials: getRuntimeConfig().apiCredentials, signal: controller.signal });
  } catch {
    throw new ApiError(controller.signal.aborted ? 'délai dépassé : le serveur n’a pas répondu' : 'serveur injoignable', 'network', path);
  } finally {
    clearTimeout(timer);
  }
}

const bodyOf = async (response: Response): Promise<Record<string, unknown> | null> => {
  const body = (await response.json().catch(() => null)) as unknown;
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
};

/** A refusal as an ApiError with the api's French message and, when it names one, the line. */
function refusal(path: string, status: number, body: Record<string, unknown> | null): ApiError {
  if (status === 401) markSignInRequired();
  const message = typeof body?.message === 'string' && body.message ? body.message : `erreur ${status}`;
  const details = { error: typeof body?.error === 'string' ? body.error : undefined, ligne: typeof body?.ligne === 'number' ? body.ligne : undefined };
  return new ApiError(message, 'http', path, status, details);
}

/** The sample statement `nom`, as the file the owner would have chosen. */
export async function fetchSample(sample: Sample): Promise<File> {
  const path = `${SAMPLES_PATH}/${encodeURIComponent(sample.nom)}`;
  const response = await send(path, {});
  if (!response.ok) throw refusal(path, response.status, await bodyOf(response));
  return new File([await response.blob()], sample.nom);
}

/** What the owner told about the file: its columns, the accounts to import, the card side kept, its date order. */
export interface ReadChoices {
  colonnes?: CsvColumns;
  comptes?: readonly string[];
  cartes?: CardChoice;
  ordreDates?: DateOrder;
}

interface Fields extends ReadChoices {
  file: File;
  decisions?: readonly StatementDecision[];
}

function post(path: string, { file, colonnes, comptes, cartes, ordreDates, decisions }: Fields): Promise<Response> {
  const form = new FormData();
  form.append('fichier', file);
  if (colonnes) form.append('colonnes', JSON.stringify(colonnes));
  if (comptes) form.append('comptes', JSON.stringify(comptes));
  if (cartes) form.append('cartes', cartes);
  if (ordreDates) form.append('ordre_dates', ordreDates);
  if (decisions) form.append('decisions', JSON.stringify(decisions));
  // Written out rather than the kernel's WRITE_HEADER: a remote may run on an older shell's kernel.
  return send(path, { method: 'POST', headers: { 'X-Tableau-De-Bord': '1' }, body: form });
}

async function payloadOf<S extends z.core.$ZodType>(response: Response, path: string, schema: S): Promise<z.infer<S>> {
  const body = await bodyOf(response);
  if (!response.ok) throw refusal(path, response.status, body);
  if (!body || !('payload' in body)) throw new ApiError('réponse sans champ payload', 'format', path, response.status);
  return parseWith(schema, body.payload, path);
}

export type PreviewOutcome =
  | { kind: 'preview'; preview: StatementPreview }
  | { kind: 'columns'; unknown: UnknownColumns }
  | { kind: 'dates'; unknown: UnknownDateOrder };

/** The dry run: what each line would become, or the CSV's columns to name first, or the date order to choose. */
export async function previewStatement(fields: Fields): Promise<PreviewOutcome> {
  const path = `${STATEMENTS_PATH}?dryRun=1`;
  const response = await post(path, fields);
  if (response.status === 422) {
    const body = await bodyOf(response);
    const unknown = unknownColumnsSchema.safeParse(body);
    if (unknown.success) return { kind: 'columns', unknown: unknown.data };
    const dates = unknownDateOrderSchema.safeParse(body);
    if (dates.success) return { kind: 'dates', unknown: dates.data };
    throw refusal(path, response.status, body);
  }
  return { kind: 'preview', preview: await payloadOf(response, path, statementPreviewSchema) };
}

/** Records the statement: the decisions sent, every other line with its proposal. */
export async function recordStatement(fields: Fields & { decisions: readonly StatementDecision[] }): Promise<StatementRecord> {
  return payloadOf(await post(STATEMENTS_PATH, fields), STATEMENTS_PATH, statementRecordSchema);
}

/** Not a verdict on the file: a timeout, too many requests, or an api that does not serve statements yet (404). */
const NOT_REFUSALS = new Set([404, 408, 429]);

/** A refusal of the file or of a decision: sending it again gives the same answer. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status !== undefined && error.status < 500 && !NOT_REFUSALS.has(error.status);
