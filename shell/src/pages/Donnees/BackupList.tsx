import { useId } from 'react';
import { QueryView } from 'shared-kernel';
import { useBackupFolder, useBackups } from 'shared-kernel/edit';
import { backupReason } from './backupReason';
import { Section, Table } from './Donnees.styles';
import { formatDateTime } from '../../format/formatDateTime';
import { formatSize } from './formatSize';

/** The api's backups (at start, one a day, before each import, undo or restore), newest first, with their kind in French. */
export function BackupList() {
  const id = useId();
  const backups = useBackups();
  const folder = useBackupFolder();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sauvegardes</h2>
      {folder.data?.dossier ? (
        <p>
          Dossier des sauvegardes sur le serveur : <code>{folder.data.dossier}</code> (réglé par <code>BACKUP_DIR</code>).
        </p>
      ) : null}
      <QueryView query={backups} message="Impossible de lire la liste des sauvegardes.">
        {(list) => (
          <Table>
            <caption>Sauvegardes de la base, de la plus récente à la plus ancienne</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Motif</th>
                <th scope="col" className="num">
                  Taille
                </th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <tr>
                  <td colSpan={3}>Aucune sauvegarde pour l'instant.</td>
                </tr>
              ) : null}
              {list.map((b) => (
                <tr key={b.file}>
                  <td>{formatDateTime(b.date)}</td>
                  <td>{backupReason(b)}</td>
                  <td className="num">{formatSize(b.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryView>
    </Section>
  );
}
