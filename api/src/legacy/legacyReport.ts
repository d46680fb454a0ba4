/**
 * The report of an import from the old site, the same for the command and for « Mes données »:
 * what each section gains (the preview of a file import), what is kept because it is already
 * there, the rows left out and why, the reads that failed, the images, and, last, what the site
 * does not give, each with the screen where the owner completes it. Nothing of that is guessed.
 */
import type { LegacyToComplete } from 'server-kit';
import type { ImportMode, ImportReport } from '../data/importDataset';
import { SECTIONS, type SectionName } from '../data/sections';
import type { NotReplaced } from './legacyPlan';
import type { LeftOut } from './legacyRows';
import type { MissingRead } from './legacyRead';

/** Something the site does not give, and the screen where the owner completes it (each area says its own). */
export type ToComplete = LegacyToComplete;

export interface LegacyReport {
  adresse: string;
  mode: ImportMode;
  /** false for the preview, true once written. */
  ecrit: boolean;
  sections: ImportReport['sections'];
  gardees: Partial<Record<SectionName, number>>;
  /** The base held only the demo (with `replace`: every section emptied in the same write). */
  baseDemo: boolean;
  /** With `replace` on the owner's base: the sections the site does not give, kept as they are. */
  nonRemplacees: NotReplaced[];
  ecartees: LeftOut[];
  manquantes: MissingRead[];
  remarques: string[];
  images: { nouvelles: number; dejaLa: number; copiees: number; refusees: LeftOut[] };
  aCompleter: ToComplete[];
}

const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

/** The report as the command prints it. */
export function describeLegacyReport(report: LegacyReport): string {
  const lines: string[] = [];
  const verb = report.ecrit ? 'Importé' : 'À importer';
  lines.push(`${verb} depuis ${report.adresse} (${report.mode === 'replace' ? 'remplacement des sections du site' : 'ajout de ce qui manque'}) :`);
  const sections = Object.entries(report.sections);
  if (sections.length === 0) lines.push('  rien à écrire : tout ce que le site donne est déjà là.');
  for (const [section, r] of sections) {
    lines.push(
      `  ${r.libelle} (${section}) : ${plural(r.added, 'ajoutée')}, ${plural(r.changed, 'modifiée')}, ` +
        `${plural(r.removed, 'supprimée')}, ${plural(r.unchanged, 'inchangée')}`,
    );
  }
  if (report.baseDemo && report.mode === 'replace') {
    lines.push('  La base ne contenait que les données de démonstration : chacune de ses sections est vidée dans le même import.');
  }
  if (report.nonRemplacees.length > 0) {
    lines.push('Sections que le site ne remplace pas, gardées telles quelles :');
    for (const n of report.nonRemplacees) lines.push(`  ${n.libelle} (${n.section}) : ${plural(n.lignes, 'ligne')}`);
  }
  for (const [section, n] of Object.entries(report.gardees)) {
    const s = n > 1 ? 's' : '';
    lines.push(`  ${SECTIONS[section as SectionName].label} (${section}) : ${plural(n, 'ligne')} déjà là, gardée${s} telle${s} quelle${s}`);
  }
  const { images } = report;
  lines.push(`  Images : ${plural(images.nouvelles, 'nouvelle')}${report.ecrit ? ` (${images.copiees} copiée${images.copiees > 1 ? 's' : ''})` : ''}, ${images.dejaLa} déjà là`);
  const leftOut = [...report.ecartees, ...images.refusees];
  if (leftOut.length > 0) {
    lines.push(`Lignes écartées (${leftOut.length}) :`);
    for (const e of leftOut) lines.push(`  ${e.section} « ${e.cle} »${e.champ ? `, champ « ${e.champ} »` : ''} : ${e.raison}`);
  }
  if (report.manquantes.length > 0) {
    lines.push(`Lectures en échec (${report.manquantes.length}) :`);
    for (const m of report.manquantes) lines.push(`  ${m.message}`);
  }
  for (const r of report.remarques) lines.push(`Remarque : ${r}`);
  lines.push('Ce que le site ne fournit pas, à compléter :');
  for (const c of report.aCompleter) lines.push(`  ${c.sujet} : ${c.detail} (${c.lien})`);
  return lines.join('\n');
}
