#!/usr/bin/env node
// Deploys one app's build under a running one-address server, with no restart and no
// rebuild of the others: the build is copied whole beside the previous ones
// (APPS_DIR/releases/<app>-<date>/), then APPS_DIR/<app>, a symbolic link, is switched to
// it in one rename, so a visit gets either the old build or the new one, never a mix. The
// previous builds stay for a rollback. After each switch, the config.json in service (the
// shell's, and APPS_DIR/config.json when the owner wrote one) names the files of every remote
// now deployed (`remoteFiles`, scripts/remote-files.mjs): a remote deployed alone updates its own.
//
//   APPS_DIR=/srv/tableau-de-bord/apps node scripts/deploy-app.mjs leisure [dossier-du-build]
//   APPS_DIR=… node scripts/deploy-app.mjs leisure --rollback
//   APPS_DIR=… node scripts/deploy-app.mjs --all          (first install: every app)
//
// <app>: shell, immo, opvcm, charts, leisure or films; the build defaults to its dist/ here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOPOLOGY } from './apps.mjs';
import { deployedRemoteFiles, writeRemoteFiles } from './remote-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Builds kept per app, the one in service included. */
export const RELEASES_KEPT = 3;

const APP_DIRS = { shell: TOPOLOGY.shell.dir, ...Object.fromEntries(Object.entries(TOPOLOGY.remotes).map(([name, r]) => [name, r.dir])) };

/** What a build must hold to be served: the shell's page, or a remote's entry, manifest and route table. */
function missingFiles(app, dir) {
  const needed = app === 'shell' ? ['index.html', 'config.json'] : ['remoteEntry.js', 'mf-manifest.json', 'routes.json'];
  return needed.filter((file) => !fs.existsSync(path.join(dir, file)));
}

const releasesOf = (appsDir, app) =>
  fs.existsSync(path.join(appsDir, 'releases'))
    ? fs.readdirSync(path.join(appsDir, 'releases')).filter((name) => name.startsWith(`${app}-`) && !name.endsWith('.tmp')).sort()
    : [];

/** The release APPS_DIR/<app> points to, or null. */
function current(appsDir, app) {
  try {
    return path.basename(fs.readlinkSync(path.join(appsDir, app)));
  } catch {
    return null;
  }
}

/** Points APPS_DIR/<app> at a release in one rename (atomic on one file system). */
function switchTo(appsDir, app, release) {
  const link = path.join(appsDir, app);
  const next = path.join(appsDir, `.${app}.suivant`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.join('releases', release), next);
  if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) {
    throw new Error(`${link} est un dossier, pas un lien : déplacez-le avant le premier déploiement.`);
  }
  fs.renameSync(next, link);
}

/** Writes the files of the remotes in service into each config.json the page may read. */
export function publishRemoteFiles(appsDir) {
  const remoteFiles = deployedRemoteFiles(appsDir);
  for (const configFile of [path.join(appsDir, 'config.json'), path.join(appsDir, 'shell', 'config.json')]) {
    if (fs.existsSync(configFile)) writeRemoteFiles(configFile, remoteFiles);
  }
}

/** Copies a build as a new release and switches to it; drops the oldest beyond RELEASES_KEPT. */
export function deploy(appsDir, app, buildDir, now = new Date()) {
  const missing = missingFiles(app, buildDir);
  if (missing.length > 0) throw new Error(`${buildDir} n’est pas un build de ${app} : ${missing.join(', ')} manque (pnpm --filter ${APP_DIRS[app]} build).`);
  const releases = path.join(appsDir, 'releases');
  fs.mkdirSync(releases, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let release = `${app}-${stamp}`;
  for (let i = 2; fs.existsSync(path.join(releases, release)); i++) release = `${app}-${stamp}-${i}`;
  // Copied under a temporary name first: a release that exists is complete.
  fs.cpSync(buildDir, path.join(releases, `${release}.tmp`), { recursive: true });
  fs.renameSync(path.join(releases, `${release}.tmp`), path.join(releases, release));
  switchTo(appsDir, app, release);
  publishRemoteFiles(appsDir);
  const kept = releasesOf(appsDir, app);
  for (const old of kept.slice(0, Math.max(0, kept.length - RELEASES_KEPT))) fs.rmSync(path.join(releases, old), { recursive: true, force: true });
  return release;
}

/** Switches back to the release before the one in service. */
export function rollback(appsDir, app) {
  const releases = releasesOf(appsDir, app);
  const index = releases.indexOf(current(appsDir, app) ?? '');
  if (index <= 0) throw new Error(`Aucun build précédent de ${app} à remettre en service dans ${path.join(appsDir, 'releases')}.`);
  switchTo(appsDir, app, releases[index - 1]);
  publishRemoteFiles(appsDir);
  return releases[index - 1];
}

function main(args) {
  const appsDir = process.env.APPS_DIR?.trim();
  if (!appsDir) throw new Error('APPS_DIR manque : le dossier que sert `pnpm serve --one-address` (par ex. /srv/tableau-de-bord/apps).');
  fs.mkdirSync(appsDir, { recursive: true });
  if (args[0] === '--all') {
    for (const [app, dir] of Object.entries(APP_DIRS)) console.log(`${app} : ${deploy(appsDir, app, path.join(root, dir, 'dist'))}`);
    return;
  }
  const [app, option] = args;
  if (!app || !(app in APP_DIRS)) throw new Error(`Application inconnue « ${app ?? ''} » : ${Object.keys(APP_DIRS).join(', ')}.`);
  if (option === '--rollback') {
    console.log(`${app} : retour à ${rollback(appsDir, app)}`);
    return;
  }
  const buildDir = path.resolve(option ?? path.join(root, APP_DIRS[app], 'dist'));
  console.log(`${app} : ${deploy(appsDir, app, buildDir)} en service (visite suivante, sans redémarrage).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`Déploiement impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
