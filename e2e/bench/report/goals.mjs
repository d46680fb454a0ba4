// The goals, checked against the medians of one bench run.
import { REMOTES } from '../config.mjs';

/** Libraries that must come down exactly once in a full tour of the federated app. */
export const ONCE_LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'nivo', 'shared-kernel', 'MF runtime'];

export function evaluateGoals(r) {
  const goals = [];
  const add = (goal, value, target, met) => goals.push({ goal, value, target, met: value === null || value === undefined ? null : met });
  const fed = r.pages?.federated;
  const mono = r.pages?.monolith;
  if (fed && mono) {
    add('Accueil : JS compressé ≤ 1,25 × monolithe', fed.home.jsBytes / mono.home.jsBytes, 1.25, fed.home.jsBytes / mono.home.jsBytes <= 1.25);
    add('Accueil : cartes d’aperçu ≤ 1,2 × monolithe', fed.home.overview / mono.home.overview, 1.2, fed.home.overview / mono.home.overview <= 1.2);
    const visits = Object.keys(fed.first ?? {}).filter((remote) => mono.first?.[remote]);
    if (visits.length) {
      const worst = Math.max(...visits.map((remote) => fed.first[remote].ms / mono.first[remote].ms));
      add('1re visite de chaque remote ≤ 1,2 × monolithe (pire)', worst, 1.2, worst <= 1.2);
    }
    add('Accueil : aucun code de graphique (octets nivo)', fed.home.chartCode, 0, fed.home.chartCode === 0);
    add('Accueil : aucun code de page des remotes (octets)', fed.home.pageCode, 0, fed.home.pageCode === 0);
  }
  if (r.libraries?.federated) {
    const worst = Math.max(...ONCE_LIBRARIES.map((l) => r.libraries.federated[l]?.copies ?? 0));
    add('Tournée : chaque bibliothèque partagée téléchargée une fois', worst, 1, ONCE_LIBRARIES.every((l) => r.libraries.federated[l]?.copies === 1));
  }
  const x100 = r.large?.x100?.federated;
  if (x100) {
    const render = Math.max(...Object.values(x100).map((p) => p.renderMs));
    const filter = Math.max(...Object.values(x100).map((p) => p.filterMs));
    add('×100 : rendu du tableau ≤ 100 ms après les données (pire page)', render, 100, render <= 100);
    add('×100 : clic de filtre ≤ 100 ms (pire page)', filter, 100, filter <= 100);
  }
  const alldata = r.api?.x10?.alldata;
  if (alldata) add('api ×10 : alldata p95 ≤ 20 ms', alldata.p95, 20, alldata.p95 <= 20);
  const duringImport = r.data?.readsDuringImport;
  if (duringImport) add('lectures pendant un import de 10 Mo : p95 ≤ 100 ms', duringImport.p95, 100, duringImport.p95 <= 100);
  const statement = r.data?.statementImport;
  if (statement) {
    add('relevé de 10 000 lignes : proposé en < 2 s', statement.proposeMs, 2000, statement.proposeMs < 2000);
    add('relevé de 10 000 lignes : enregistré en < 2 s', statement.recordMs, 2000, statement.recordMs < 2000);
    add('relevé importé une 2e fois : 0 ligne enregistrée', statement.recordedAgain, 0, statement.recordedAgain === 0);
  }
  // Lighthouse: performance ≥ 90 on a phone and ≥ 98 on a desktop on every measured page, each
  // within 3 points of its monolith; accessibility and best practices ≥ 95.
  const PERFORMANCE = { mobile: 90, desktop: 98 };
  for (const [preset, builds] of Object.entries(r.lighthouse ?? {})) {
    const pages = Object.entries(builds.federated ?? {});
    if (!pages.length) continue;
    const perf = Math.min(...pages.map(([, p]) => p.performance));
    const target = PERFORMANCE[preset] ?? 95;
    add(`Lighthouse ${preset} performance ≥ ${target} (pire page)`, perf, target, perf >= target);
    const gaps = pages.filter(([route]) => builds.monolith?.[route]).map(([route, p]) => builds.monolith[route].performance - p.performance);
    if (gaps.length) {
      const gap = Math.max(...gaps);
      add(`Lighthouse ${preset} performance : écart au monolithe ≤ 3 points (pire page)`, gap, 3, gap <= 3);
    }
    for (const category of ['accessibility', 'best-practices']) {
      const worst = Math.min(...pages.map(([, p]) => p[category]));
      add(`Lighthouse ${preset} ${category} ≥ 95 (pire page)`, worst, 95, worst >= 95);
    }
  }
  if (r.axe) {
    const serious = r.axe.byImpact.serious + r.axe.byImpact.critical;
    add('axe : zéro violation sérieuse ou critique', serious, 0, serious === 0);
  }
  if (r.builds?.federated) {
    const worst = Math.max(...REMOTES.map((a) => r.builds.federated[a.name].seconds));
    add('Build de chaque remote seul ≤ 20 s (le plus lent)', worst, 20, worst <= 20);
  }
  if (r.independence) add('Rebuild de mfe-leisure : autres apps identiques octet pour octet', r.independence.othersIdentical ? 1 : 0, 1, r.independence.othersIdentical);
  return goals;
}
