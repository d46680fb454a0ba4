/**
 * Where JSON.parse stopped, told in French for a refusal: the engine's own text is English
 * and quotes the input, so it never reaches a reply or the import's output.
 */
export function jsonSyntaxHint(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Unexpected end of JSON input')) return ' (le texte s’arrête avant la fin du JSON)';
  const at = /at position (\d+)/.exec(message);
  if (!at) return '';
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` (erreur ligne ${line}, colonne ${column})`;
}
