import { formatInteger } from 'shared-kernel';
import { type ImportReport, type SectionReport } from 'shared-kernel/edit';
import { ReportTable } from './Donnees.styles';

const COUNTS: ReadonlyArray<{ key: Exclude<keyof SectionReport, 'libelle'>; label: string }> = [
  { key: 'added', label: 'Ajoutées' },
  { key: 'changed', label: 'Modifiées' },
  { key: 'removed', label: 'Supprimées' },
  { key: 'unchanged', label: 'Inchangées' },
];

/**
 * What an import changes (or would change), one line per section of the file. Explicit roles:
 * the phone layout changes the rows' display, which may drop a table's semantics otherwise.
 */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  const lines = Object.entries(report.sections);
  return (
    <>
      <ReportTable role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Section
            </th>
            {COUNTS.map((c) => (
              <th key={c.key} role="columnheader" scope="col" className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {lines.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={COUNTS.length + 1}>
                Le fichier ne contient aucune section.
              </td>
            </tr>
          ) : null}
          {/* The label comes with the report (each area names its sections): none from an older api. */}
          {lines.map(([section, counts]) => (
            <tr key={section} role="row">
              <th role="rowheader" scope="row">
                {counts.libelle ? `${counts.libelle} (${section})` : section}
              </th>
              {COUNTS.map((c) => (
                <td key={c.key} role="cell" className="num" data-label={c.label}>
                  {formatInteger(counts[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ReportTable>
      {report.remarques?.length ? (
        <ul aria-label="Remarques">
          {report.remarques.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
