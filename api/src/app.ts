/**
 * The Fastify app: every data route of the dashboard under /api and /index.php/api, the files
 * folder as static files, CORS for the front-end origins, JSON errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { AreaHost, AreaServer } from 'server-kit';
import { AREAS, type AreaSettings } from './areas';
import { backupBefore } from './backup/backupBefore';
import { createBackups, type Backups } from './backup/backups';
import type { ApiContext, RouteOptions } from './context';
import type { Db } from './db/open';
import { isoDay } from 'server-kit';
import type { GoldConfig } from './gold/goldConfig';
import { createGoldService } from './gold/goldService';
import { createNetWorthQueries } from './networth/netWorthQueries';
import type { QuotesConfig } from './quotes/quotesConfig';
import { createQuoteService } from './quotes/quoteService';
import { createAreaWrite } from './data/areaWrite';
import { createWriteQueue } from './data/writeQueue';
import type { IrlConfig } from './irl/irlConfig';
import { createIrlSync } from './irl/irlSync';
import { NO_MAIL, type MailConfig } from './mail/mailConfig';
import { NO_DIGEST, type DigestConfig } from './digest/digestConfig';
import { weeklyDigestJob, type DigestSource } from './digest/weeklyDigest';
import { backupJob, irlJob } from './scheduler/apiJobs';
import { createScheduler, type Scheduler } from './scheduler/scheduler';
import { createMailer } from './mail/mailer';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandlers } from './errors';
import { insideFolder } from './files/insideFolder';
import { installSecurityHeaders } from './securityHeaders';
import { IMAGE_FOLDERS } from './files/imageFiles';
import { aFaireOf } from 'area-immo/server';
import { createAllData } from './allData';
import { allDataRoutes } from './routes/allData';
import { dataRoutes } from './routes/data';
import { goldRoutes } from './routes/gold';
import { imageRoutes } from './routes/images';
import { netWorthRoutes } from './routes/networth';
import { sessionRoutes } from './routes/session';
import { tidePageRoute, tideRoutes, type TideRouteOptions } from './routes/tides';
import { DEFAULT_TIDE_STATION } from './tides/stations';
import { installSecurity, type SecurityOptions } from './security/installSecurity';
import { SERVER_TIMEOUTS, timeoutOptions } from './security/timeouts';
import { createMovieGateway, TMDB_PREFIX, tmdbRoutes, type TmdbConfig } from 'area-films/server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's scheduler (scheduler/): a test runs `tick()` on its own clock. */
    scheduler: Scheduler;
  }
}

export const API_PREFIXES = ['/api', '/index.php/api'] as const;
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Total size of the image folders (UPLOAD_QUOTA_MB): 500 Mo by default. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  /** Folder holding recettes/ and sport/. */
  filesDir: string;
  /** Origins allowed by CORS. */
  corsOrigins: string[];
  /** Clock (tests pin it); defaults to the system clock. */
  now?: () => Date;
  /** Upload size limit in bytes (10 Mo by default). */
  uploadMaxBytes?: number;
  logger?: FastifyServerOptions['logger'];
  /** Movie-database gateway settings; without a key (the default) it serves the offline catalog. */
  tmdb?: Partial<TmdbConfig>;
  /** Host allow-list and owner sign-in; by default loopback names only, no sign-in. */
  security?: Partial<Omit<SecurityOptions, 'corsOrigins' | 'timeouts'>> & { timeouts?: Partial<SecurityOptions['timeouts']> };
  /** Backups folder (none when absent) and how many to keep. */
  backups?: { dir: string; keep?: number };
  /**
   * Starts the scheduler (scheduler/): backups, the IRL feed, the areas' jobs, the digest, at
   * start then each minute. The server turns it on; a test leaves it off and runs
   * `app.scheduler.tick()` on its own clock.
   */
  schedule?: boolean;
  /** The owner's weekly digest (DIGEST_EMAIL, DIGEST_JOUR, PUBLIC_URL); none by default. */
  digest?: DigestConfig;
  /** The « À faire » items the digest lists (by default the immo area's list, GET /api/a-faire's). */
  digestItems?: DigestSource;
  /** Gold price feed (GOLD_PRICE_URL…); without it, no feed: /api/or serves the last known value or `payload: null`. */
  gold?: Partial<GoldConfig>;
  /** Tide station (id or name in the @neaps database), Brest by default (TIDE_STATION). */
  tideStation?: string;
  /** IRL series web service (IRL_URL…); without it, none: the owner adds the quarters. */
  irl?: Partial<IrlConfig>;
  /** Holdings' quote service (QUOTES_URL…); without it, none: holdings keep their recorded value or stored prices. */
  quotes?: Partial<QuotesConfig>;
  /** Each area's settings by name (readConfig's); an area left out runs on its defaults. */
  areaSettings?: AreaSettings;
  /** The areas' server halves to host (api/src/areas.ts by default; a test swaps one for a copy). */
  areas?: readonly AreaServer[];
  /** Sending documents by e-mail (SMTP_URL, SMTP_FROM); without it, none: « Envoyer » is not offered. */
  mail?: MailConfig;
}

type ApiRouteOptions = RouteOptions & Pick<TideRouteOptions, 'tides'> & { areaRoutes: FastifyPluginAsync[] };

const apiRoutes: FastifyPluginAsync<ApiRouteOptions> = async (app, { ctx, tides, areaRoutes }) => {
  for (const routes of [sessionRoutes, dataRoutes, allDataRoutes, imageRoutes, goldRoutes, netWorthRoutes]) {
    await app.register(routes, { ctx });
  }
  for (const routes of areaRoutes) await app.register(routes);
  await app.register(tideRoutes, { ctx, tides });
};

export async function buildApp(options: BuildAppOptions) {
  const { db, filesDir, corsOrigins } = options;
  const now = options.now ?? (() => new Date());
  const uploadMaxBytes = options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const root = path.resolve(filesDir);
  for (const folder of IMAGE_FOLDERS) fs.mkdirSync(path.join(root, folder), { recursive: true });
  const realRoot = fs.realpathSync(root);

  const security: SecurityOptions = {
    corsOrigins,
    boundHost: options.security?.boundHost ?? '127.0.0.1',
    allowedHosts: options.security?.allowedHosts ?? [],
    requireSession: options.security?.requireSession ?? false,
    passwordFile: options.security?.passwordFile ?? null,
    sessionDir: options.security?.sessionDir ?? null,
    signInsPerMinute: options.security?.signInsPerMinute ?? 5,
    uploadsPerMinute: options.security?.uploadsPerMinute ?? 20,
    uploadQuotaBytes: options.security?.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
    trustedProxies: options.security?.trustedProxies ?? [],
    timeouts: { ...SERVER_TIMEOUTS, ...options.security?.timeouts },
  };

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 },
    // Only the proxies TRUST_PROXY names may tell the client's address and protocol (rate
    // limits, Secure cookie); otherwise the socket's address counts, whatever the headers say.
    trustProxy: security.trustedProxies.length > 0 ? security.trustedProxies : false,
    ...timeoutOptions(security.timeouts),
    // French JSON with the security headers for what fails before any route or hook.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  installErrorHandlers(app);
  installSecurityHeaders(app);

  await installSecurity(app, security);
  await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 10, parts: 20 } });
  await app.register(fastifyStatic, {
    root,
    prefix: '/files/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    // Only the two image folders, one level deep, and nothing a link there points to elsewhere.
    allowedPath: (pathName) => /^\/(recettes|sport)\/[^/]+$/.test(pathName) && insideFolder(realRoot, pathName),
  });

  const backups: Backups = createBackups({ db, now, ...options.backups });

  const writeQueue = createWriteQueue();
  const mailer = createMailer(options.mail ?? NO_MAIL);
  app.addHook('onClose', async () => mailer?.close());
  const gold = createGoldService({ db, now, config: options.gold, warn: (message) => app.log.warn(message) });
  const quotes = createQuoteService({ db, now, config: options.quotes, warn: (message) => app.log.warn(message) });
  const ctx: ApiContext = {
    allData: createAllData(db),
    today: () => isoDay(now()),
    now,
    filesDir: root,
    uploadMaxBytes,
    db,
    writeQueue,
    backups,
    requireSession: security.requireSession,
    gold,
    netWorth: createNetWorthQueries(db, quotes, gold),
  };
  const tides = { station: options.tideStation ?? DEFAULT_TIDE_STATION, corsOrigins };
  // Each area's routes, built once on the narrow context it is given (server-kit's AreaHost).
  const host: AreaHost = {
    db,
    today: ctx.today,
    now,
    writeQueue,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
    write: createAreaWrite(db, now),
    backupBefore: backupBefore(backups, app.log),
    mail: mailer,
  };
  const areas = options.areas ?? AREAS;
  const areaRoutes = areas.map((area) => area.routes(host, options.areaSettings?.[area.name]));
  for (const prefix of API_PREFIXES) await app.register(apiRoutes, { prefix, ctx, tides, areaRoutes });
  await app.register(tidePageRoute, { ctx, tides });
  await app.register(tmdbRoutes, { prefix: TMDB_PREFIX, gateway: createMovieGateway(options.tmdb) });

  const irl = createIrlSync({ db, now, writeQueue, config: options.irl, log: host.log });
  app.addHook('onClose', async () => irl.close());
  // The daily work in one place, the areas' jobs named after their area.
  const scheduler = createScheduler({
    db,
    now,
    log: host.log,
    jobs: [
      backupJob(backups),
      ...(options.irl?.url ? [irlJob(irl)] : []),
      ...areas.flatMap((area) => (area.jobs?.(host, options.areaSettings?.[area.name]) ?? []).map((job) => ({ ...job, name: `${area.name}/${job.name}` }))),
      weeklyDigestJob({ config: options.digest ?? NO_DIGEST, mailer, items: options.digestItems ?? (() => aFaireOf(host)) }),
    ],
  });
  app.addHook('onClose', async () => scheduler.close());
  // Started once the routes are ready, without waiting for its first tick.
  if (options.schedule) app.addHook('onReady', async () => scheduler.start());
  app.decorate('scheduler', scheduler);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
