/**
 * POST /api/data/legacy-import, « Importer depuis mon ancien site » of « Mes données »: the api
 * reads the old site itself (no CORS in the browser), and answers only the report: the
 * preview first, then, with `confirmer`, what it wrote. Never what the site sent: the route
 * must not become a way to fetch any address. Body:
 * `{ adresse, script?, remplacer?, confirmer?, manquantesAcceptees? }`, the last naming the
 * reads the owner accepted to go without when the site did not answer them all.
 */
import { z } from 'zod';
import { DataError } from '../data/dataError';
import { jsonSyntaxHint } from '../import/jsonSyntax';

const requestSchema = z.strictObject({
  adresse: z.string().min(1).max(300),
  script: z.string().max(60).default('index.php'),
  remplacer: z.boolean().default(false),
  confirmer: z.boolean().default(false),
  manquantesAcceptees: z.array(z.string().max(200)).max(50).default([]),
});

export type LegacyRequest = z.infer<typeof requestSchema>;

const REFUSED = 'Import refusé';

/** The request's body, or a French 400 naming the field. */
export function legacyRequest(text: string): LegacyRequest {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new DataError(400, 'invalid_json', `${REFUSED} : le corps de la requête n'est pas un JSON valide${jsonSyntaxHint(error, text)}.`);
  }
  const parsed = requestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const champ = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined);
  const expected: Record<string, string> = {
    adresse: "l'adresse du site est attendue (ex. https://monsite.fr)",
    script: 'le nom du script est attendu (ex. index.php)',
    remplacer: 'true ou false attendu',
    confirmer: 'true ou false attendu',
    manquantesAcceptees: 'une liste des lectures acceptées en échec est attendue',
  };
  const detail = (champ && expected[champ]) ?? 'champ inconnu (champs acceptés : adresse, script, remplacer, confirmer, manquantesAcceptees)';
  throw new DataError(400, 'invalid_data', `${REFUSED} : champ « ${champ ?? '?'} » : ${detail}.`, champ ? { champ } : {});
}

/** The reads still missing that the owner has not accepted: the import waits for his word. */
export function partialRefusal(missing: string[]): DataError {
  return new DataError(
    409,
    'partial_site',
    `${REFUSED} : le site n'a pas répondu à ${missing.map((m) => `« ${m} »`).join(', ')} ; rien n'a été écrit. ` +
      'Confirmez la liste partielle pour importer le reste.',
  );
}
