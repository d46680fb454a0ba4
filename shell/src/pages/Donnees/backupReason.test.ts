import { backupReason } from './backupReason';

describe('backupReason', () => {
  it('names the api reasons in French, others as written, nothing for a foreign name', () => {
    expect(backupReason('dashboard-2026-11-23T10-15-30-123Z-avant-import.sqlite')).toBe('Avant un import');
    expect(backupReason('dashboard-2026-11-23T10-15-30-123Z-demarrage.sqlite')).toBe('Au démarrage');
    expect(backupReason('dashboard-2026-11-23T10-15-30-123Z-avant-migration-2.sqlite')).toBe('avant migration 2');
    expect(backupReason('copie.sqlite')).toBe('');
  });
});
