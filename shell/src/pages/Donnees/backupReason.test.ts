import { backupReason } from './backupReason';

const file = (kind: string) => `dashboard-2026-11-23T10-15-30-123Z-${kind}.sqlite`;

describe('backupReason', () => {
  it('names every kind the api writes in French', () => {
    expect(
      ['demarrage', 'quotidienne', 'avant-import', 'avant-releve', 'avant-annulation', 'avant-restauration', 'avant-demo'].map((kind) =>
        backupReason({ file: file(kind), kind }),
      ),
    ).toEqual(['Au démarrage', 'Quotidienne', 'Avant un import', 'Avant un relevé bancaire', 'Avant une annulation', 'Avant une restauration', 'Avant la démonstration']);
  });

  it('reads the kind the api gives before the file name', () => {
    expect(backupReason({ file: 'copie.sqlite', kind: 'avant-restauration' })).toBe('Avant une restauration');
  });

  it('without a kind (older api): from the file name; others as written, nothing for a foreign name', () => {
    expect(backupReason({ file: file('avant-import') })).toBe('Avant un import');
    expect(backupReason({ file: file('avant-migration-2') })).toBe('avant migration 2');
    expect(backupReason({ file: 'copie.sqlite' })).toBe('');
  });
});
