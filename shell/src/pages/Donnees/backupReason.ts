/** Why the api wrote a backup, in French: its kind (GET /api/data/backups), else the end of its file name. */
const KINDS: Record<string, string> = {
  demarrage: 'Au démarrage',
  quotidienne: 'Quotidienne',
  'avant-import': 'Avant un import',
  'avant-releve': 'Avant un relevé bancaire',
  'avant-annulation': 'Avant une annulation',
  'avant-restauration': 'Avant une restauration',
  'avant-demo': 'Avant la démonstration',
  'avant-migration': 'Avant une migration',
};

export function backupReason(backup: { file: string; kind?: string | undefined }): string {
  const kind = backup.kind ?? /-\d{3}Z-([a-z0-9-]+)\.sqlite$/.exec(backup.file)?.[1];
  if (!kind) return '';
  return KINDS[kind] ?? kind.replace(/-/g, ' ');
}
