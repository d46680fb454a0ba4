// The bench's one table (Markdown: printed, and written into docs/performance.md by
// performanceDoc.mjs) and its goal list.
import { FIRST_VISITS, LARGE_PAGES, REMOTES } from '../config.mjs';
import { LIBRARIES } from '../lib/libraries.mjs';
import { LOAD_ENDPOINTS } from '../load/apiLoad.mjs';
import { median, ratio } from '../lib/stats.mjs';

const nf = (digits) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const num = (v, digits = 0) => (typeof v === 'number' && Number.isFinite(v) ? nf(digits).format(v) : '–');
const kb = (bytes) => `${num(bytes / 1024, 1)} Ko`;
const ms = (v) => `${num(v)} ms`;
const times = (r) => (r === null ? '–' : `${num(r, 2)} ×`);

function visitCell(v) {
  return v ? `${kb(v.jsBytes)} · ${v.requests} req. · ${ms(v.ms)}` : '–';
}

export function renderTable(r) {
  const rows = [];
  const row = (label, fed = '–', mono = '–', rat = '') => rows.push(`| ${label} | ${fed} | ${mono} | ${rat} |`);
  const section = (label) => rows.push(`| **${label}** | | | |`);
  const F = r.pages?.federated;
  const M = r.pages?.monolith;

  if (F && M) {
    section(`Navigateur, cache vide, médianes de ${r.runs} passages alternés`);
    row('Accueil : JS transféré (compressé)', kb(F.home.jsBytes), kb(M.home.jsBytes), times(ratio(F.home.jsBytes, M.home.jsBytes)));
    row('Accueil : requêtes (toutes)', num(F.home.requests), num(M.home.requests), times(ratio(F.home.requests, M.home.requests)));
    row('Accueil : premier affichage (FCP)', ms(F.home.fcp), ms(M.home.fcp), times(ratio(F.home.fcp, M.home.fcp)));
    row('Accueil : cartes d’aperçu affichées', ms(F.home.overview), ms(M.home.overview), times(ratio(F.home.overview, M.home.overview)));
    row('Accueil : code nivo / pages des remotes chargés (brut)', `${kb(F.home.chartCode)} / ${kb(F.home.pageCode)}`, `${kb(M.home.chartCode)} / ${kb(M.home.pageCode)}`);
    for (const { remote, path } of FIRST_VISITS) {
      const f = F.first[remote];
      const m = M.first[remote];
      row(`1re visite ${path} (${remote}) : JS · req. · clic→contenu`, visitCell(f), visitCell(m), `${times(ratio(f.ms, m.ms))} (temps)`);
    }
    const revisit = (b) => ({
      ms: median(Object.values(b.revisit).map((v) => v.ms)),
      jsBytes: median(Object.values(b.revisit).map((v) => v.jsBytes)),
      requests: median(Object.values(b.revisit).map((v) => v.requests)),
    });
    const rf = revisit(F);
    const rm = revisit(M);
    row('Revisite d’un remote chargé (médiane des 5)', visitCell(rf), visitCell(rm), `${times(ratio(rf.ms, rm.ms))} (temps)`);
    row(`Tournée des ${r.tourRoutes} routes : durée`, ms(F.tour.ms), ms(M.tour.ms), times(ratio(F.tour.ms, M.tour.ms)));
    row('Tournée : JS transféré · requêtes', `${kb(F.tour.jsBytes)} · ${F.tour.requests}`, `${kb(M.tour.jsBytes)} · ${M.tour.requests}`, times(ratio(F.tour.jsBytes, M.tour.jsBytes)));
  }
  if (F?.home.wire && M?.home.wire) {
    section('Accueil : JS compressé par bibliothèque (estimé au prorata des source maps)');
    const libs = Object.keys({ ...F.home.wire, ...M.home.wire }).filter((l) => (F.home.wire[l] ?? 0) + (M.home.wire[l] ?? 0) >= 100);
    libs.sort((a, b) => (F.home.wire[b] ?? 0) - (F.home.wire[a] ?? 0));
    for (const lib of libs) row(lib, kb(F.home.wire[lib] ?? 0), kb(M.home.wire[lib] ?? 0), `${kb((F.home.wire[lib] ?? 0) - (M.home.wire[lib] ?? 0))} d’écart`);
  }
  if (r.libraries) {
    section('Tournée : téléchargements de chaque bibliothèque (copies · octets bruts)');
    for (const { name } of LIBRARIES) {
      const f = r.libraries.federated?.[name];
      const m = r.libraries.monolith?.[name];
      row(name, f ? `${f.copies} · ${kb(f.bytes)}` : '–', m ? `${m.copies} · ${kb(m.bytes)}` : '–');
    }
  }
  for (const scale of Object.keys(r.large ?? {})) {
    section(`Données ${scale.replace('x', '×')} : rendu une fois données et code arrivés (depuis les données seules) · clic de filtre (médianes)`);
    for (const { path, filter } of LARGE_PAGES) {
      const f = r.large[scale].federated?.[path];
      const m = r.large[scale].monolith?.[path];
      const since = (v) => (v.sinceDataMs !== undefined ? ` (${ms(v.sinceDataMs)})` : '');
      const cell = (v) => (v ? `${ms(v.renderMs)}${since(v)} · ${ms(v.filterMs)} (${num(v.rows)} à l’écran)` : '–');
      row(`${path} (filtre : ${filter})`, cell(f), cell(m), f && m ? times(ratio(f.renderMs, m.renderMs)) : '');
    }
  }
  for (const scale of Object.keys(r.api ?? {})) {
    section(`api ${scale.replace('x', '×')} sous charge (${r.load.connections} connexions, ${r.load.seconds} s) : p50 / p95 / p99 · débit`);
    for (const { name } of LOAD_ENDPOINTS) {
      const a = r.api[scale][name];
      row(name, a ? `${num(a.p50, 1)} / ${num(a.p95, 1)} / ${num(a.p99, 1)} ms · ${num(a.rps)} req/s` : '–', '', a?.errors ? `${a.errors} erreurs` : '');
    }
  }
  if (r.data) {
    const d = r.data;
    section('Données du propriétaire (api, une écriture après l’autre) : p50 / p95');
    for (const [name, label] of [['create', 'ajout'], ['update', 'modification'], ['delete', 'suppression'], ['undo', 'annulation']]) {
      const w = d.writes?.[name];
      row(`écriture ×10 : ${label}`, w ? `${num(w.p50, 1)} / ${num(w.p95, 1)} ms (${w.n})` : '–');
    }
    if (d.figures) {
      const { roundTrip: t, backup: b } = d.figures;
      row('export → import dans une base vide → export (×10)', `${num(t.differing)} ligne(s) différente(s) sur ${num(t.rows)}`, '', `${kb(t.bytes)} de JSON`);
      row('sauvegarde en ligne (×100)', `${ms(b.ms)} · ${kb(b.bytes)}`, '', `base de ${kb(b.baseBytes)}`);
    }
    const i = d.readsDuringImport;
    if (i) {
      row(
        'lectures pendant un import de 10 Mo (×10) : p50 / p95 / max',
        `${num(i.p50, 1)} / ${num(i.p95, 1)} / ${num(i.max, 1)} ms (${num(i.n)})`,
        '',
        `import de ${num(i.rows)} dépenses en ${ms(i.importMs)}`,
      );
    }
    const s = d.statementImport;
    if (s) {
      row(
        `relevé bancaire de ${num(s.lines)} lignes (CSV, ×10) : proposé / enregistré`,
        `${ms(s.proposeMs)} / ${ms(s.recordMs)}`,
        '',
        `2e import : ${num(s.recordedAgain)} ligne enregistrée sur ${num(s.lines)}`,
      );
    }
  }
  if (r.builds) {
    section('Build de production de chaque app seule : durée · mémoire max (arbre de processus)');
    for (const [name, b] of Object.entries(r.builds.federated)) row(name, `${num(b.seconds, 1)} s · ${num(b.peakMiB)} Mio`);
    row('monolithe (tout)', '', `${num(r.builds.monolith.seconds, 1)} s · ${num(r.builds.monolith.peakMiB)} Mio`);
  }
  if (r.independence) {
    const i = r.independence;
    const changed = Object.entries(i.others).filter(([, d]) => d.changed.length).map(([n]) => n);
    const files = Object.values(i.others).reduce((s, d) => s + d.files, 0);
    row(
      'Rebuild de mfe-leisure seul : fichiers des autres apps',
      i.othersIdentical ? `${files} fichiers identiques (SHA-256)` : `modifiés : ${changed.join(', ')}`,
      '',
      i.rebuiltDeterministic ? 'leisure : build reproductible' : 'leisure : fichiers régénérés différents',
    );
  }
  const scores = (s) => (s ? `${s.performance} / ${s.accessibility} / ${s['best-practices']}` : '–');
  for (const [preset, builds] of Object.entries(r.lighthouse ?? {})) {
    section(`Lighthouse ${preset} : performance / accessibilité / bonnes pratiques (médiane de ${r.lighthouseRuns}) ; audits en défaut (fédéré)`);
    for (const [route, f] of Object.entries(builds.federated ?? {})) {
      const m = builds.monolith?.[route];
      const why = f.failing.map((a) => a.replace(/^performance:/, '')).join(', ');
      row(route, scores(f), scores(m), why);
    }
  }
  if (r.axe) {
    section(`axe-core sur les ${Object.keys(r.axe.perRoute).length} routes`);
    const b = r.axe.byImpact;
    row('violations critiques / sérieuses / modérées / mineures', `${b.critical} / ${b.serious} / ${b.moderate} / ${b.minor}`, '', r.axe.serious.map((v) => `${v.route} ${v.id}`).join(', '));
  }
  return ['| Mesure | Fédéré | Monolithe | Fédéré / monolithe |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

export function renderGoals(goals) {
  const mark = (g) => (g.met === null ? '–' : g.met ? 'oui' : 'NON');
  return ['| Objectif | Mesuré | Cible | Atteint |', '| --- | --- | --- | --- |', ...goals.map((g) => `| ${g.goal} | ${num(g.value, 2)} | ${num(g.target, 2)} | ${mark(g)} |`)].join('\n');
}

export function renderMachine(m) {
  return `${m.cpu} (${m.cores} cœurs), ${m.memGiB} Gio, ${m.os}, Node ${m.node}, ${m.chromium} ; charge moyenne au départ ${m.loadStart}, à la fin ${m.loadEnd}. ${m.date}.`;
}

export { REMOTES };
