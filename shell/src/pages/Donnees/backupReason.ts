/** Why the api wrote a backup, read from its file name (dashboard-<instant>-<reason>.sqlite). */
const REASONS: Record<string, string> = {
  demarrage: 'Au démarrage',
  quotidienne: 'Quotidienne',
  'avant-import': 'Avant un import',
  'avant-annulation': 'Avant une annulation',
};

export function backupReason(file: string): string {
  const slug = /-\d{3}Z-([a-z0-9-]+)\.sqlite$/.exec(file)?.[1];
  if (!slug) return '';
  return REASONS[slug] ?? slug.replace(/-/g, ' ');
}
