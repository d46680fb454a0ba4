// The issue's goals, checked against the medians of one bench run.
import { REMOTES } from '../config.mjs';

/** Libraries that must come down exactly once in a full tour of the federated app. */
export const ONCE_LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'nivo', 'shared-kernel', 'MF runtime'];

/** Issue 51's Lighthouse performance targets: 90 on a phone (/graphedf 85, its nivo charts), 98 on a desktop. */
export function performanceTarget(preset, route) {
  if (preset === 'desktop') return 98;
  return route === '/graphedf' ? 85 : 90;
}

/**
 * Modules that each container must download for itself: its own `@module-federation/runtime`
 * instance (it holds that container's state), its error codes, and a remote's
 * `initContainerEntry` and `fromShell` bridge (see docs/performance.md, « Les six modules encore
 * descendus plusieurs fois sont voulus »). Any other module counted twice is a goal missed.
 */
const PER_CONTAINER = [/@module-federation\/runtime\//, /@module-federation\/error-codes/, /bundlerRuntime\/fromShell/, /initContainerEntry/];

export function unwantedDuplicates(duplicates) {
  if (!duplicates) return null;
  return duplicates.filter((d) => !PER_CONTAINER.some((re) => re.test(d)));
}

export function evaluateGoals(r) {
  const goals = [];
  const add = (goal, value, target, met) => goals.push({ goal, value, target, met: value === null || value === undefined ? null : met });
  const fed = r.pages?.federated;
  if (fed) {
    // Issue 51: absolute goals (the ratio goals of issue 25 are gone: a saving common to both
    // builds, zod/mini say, counts now).
    const kb = fed.home.jsBytes / 1024;
    add('Accueil : JS compressé ≤ 150 Ko (fédéré)', kb, 150, kb <= 150);
    add('Accueil : aucun code de graphique (octets nivo)', fed.home.chartCode, 0, fed.home.chartCode === 0);
    add('Accueil : aucun code de page des remotes (octets)', fed.home.pageCode, 0, fed.home.pageCode === 0);
  }
  if (r.libraries?.federated) {
    const worst = Math.max(...ONCE_LIBRARIES.map((l) => r.libraries.federated[l]?.copies ?? 0));
    add('Tournée : chaque bibliothèque partagée téléchargée une fois', worst, 1, ONCE_LIBRARIES.every((l) => r.libraries.federated[l]?.copies === 1));
  }
  const twice = unwantedDuplicates(r.duplicates?.federated);
  if (twice) add('Tournée : aucun module téléchargé deux fois (hors état propre à chaque conteneur)', twice.length, 0, twice.length === 0);
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
  // Lighthouse (issue 51): on a phone, performance ≥ 90 (/graphedf ≥ 85), TBT ≤ 300 ms and
  // LCP ≤ 2,5 s on every measured page; on a desktop ≥ 98; each within 3 points of its monolith;
  // accessibility and best practices ≥ 95.
  for (const [preset, builds] of Object.entries(r.lighthouse ?? {})) {
    const pages = Object.entries(builds.federated ?? {});
    if (!pages.length) continue;
    const misses = pages.filter(([route, p]) => p.performance < performanceTarget(preset, route));
    const worst = Math.min(...pages.map(([route, p]) => p.performance - performanceTarget(preset, route)));
    add(
      `Lighthouse ${preset} performance ≥ ${preset === 'mobile' ? '90 (/graphedf 85)' : '98'} : pire marge${misses.length ? ` (${misses.map(([route]) => route).join(', ')})` : ''}`,
      worst,
      0,
      worst >= 0,
    );
    const gaps = pages.filter(([route]) => builds.monolith?.[route]).map(([route, p]) => builds.monolith[route].performance - p.performance);
    if (gaps.length) {
      const gap = Math.max(...gaps);
      add(`Lighthouse ${preset} performance : écart au monolithe ≤ 3 points (pire page)`, gap, 3, gap <= 3);
    }
    if (preset === 'mobile') {
      for (const [id, label, target] of [
        ['total-blocking-time', 'TBT', 300],
        ['largest-contentful-paint', 'LCP', 2500],
      ]) {
        const values = pages.map(([route, p]) => [route, p.metrics?.[id]]).filter(([, v]) => typeof v === 'number');
        if (!values.length) continue;
        const [route, value] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        add(`Lighthouse mobile ${label} ≤ ${target.toLocaleString('fr-FR')} ms (pire page : ${route})`, value, target, value <= target);
      }
    }
    for (const category of ['accessibility', 'best-practices']) {
      const worstOf = Math.min(...pages.map(([, p]) => p[category]));
      add(`Lighthouse ${preset} ${category} ≥ 95 (pire page)`, worstOf, 95, worstOf >= 95);
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
