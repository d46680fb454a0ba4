/**
 * The report of an import from the old site: the sections' counts (the file import's table),
 * whether the demo goes with it, the sections a replacement keeps because the site does not
 * give them, what is kept because it is already there, the rows left out and the reads that
 * failed, and, last, what the site does not give, each with the screen where the owner completes it.
 */
import { formatInteger } from 'shared-kernel';
import { ImportReportTable } from './ImportReportTable';
import type { LegacyReport } from './legacyImport';

const plural = (n: number, word: string) => `${formatInteger(n)} ${word}${n > 1 ? 's' : ''}`;

export function LegacyReportView({ report, caption }: { report: LegacyReport; caption: string }) {
  const leftOut = [...report.ecartees, ...report.images.refusees];
  const kept = Object.entries(report.gardees);
  return (
    <>
      {Object.keys(report.sections).length === 0 ? (
        <p>Rien à écrire : votre base a déjà tout ce que le site donne.</p>
      ) : (
        <ImportReportTable report={{ mode: report.mode, dryRun: !report.ecrit, sections: report.sections }} caption={caption} />
      )}
      {report.baseDemo && report.mode === 'replace' ? (
        <p>Votre base ne contenait que les données de démonstration : chacune de ses sections est vidée dans le même import.</p>
      ) : null}
      {report.nonRemplacees.length > 0 ? (
        <>
          <h3>Sections que le site ne remplace pas, gardées telles quelles</h3>
          <ul aria-label="Sections non remplacées">
            {report.nonRemplacees.map((n) => (
              <li key={n.section}>
                {n.libelle} ({n.section}) : {plural(n.lignes, 'ligne')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {kept.length > 0 ? (
        <p>
          Déjà là, gardé tel quel : {kept.map(([section, n]) => `${section} (${formatInteger(n)})`).join(', ')}.
        </p>
      ) : null}
      <p>
        Images : {plural(report.images.nouvelles, 'nouvelle')}
        {report.ecrit ? `, ${plural(report.images.copiees, 'copiée')}` : ''}, {formatInteger(report.images.dejaLa)} déjà là.
      </p>
      {leftOut.length > 0 ? (
        <>
          <h3>Lignes écartées ({formatInteger(leftOut.length)})</h3>
          <ul aria-label="Lignes écartées">
            {leftOut.map((e, i) => (
              <li key={`${e.section}-${e.cle}-${i}`}>
                {e.section} « {e.cle} »{e.champ ? `, champ « ${e.champ} »` : ''} : {e.raison}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.remarques.length > 0 ? (
        <ul aria-label="Remarques">
          {report.remarques.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      <h3>Ce que le site ne fournit pas, à compléter</h3>
      <ul aria-label="À compléter">
        {report.aCompleter.map((c) => (
          <li key={c.sujet}>
            <a href={c.lien}>{c.sujet}</a> : {c.detail}
          </li>
        ))}
      </ul>
    </>
  );
}
