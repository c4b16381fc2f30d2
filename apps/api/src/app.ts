import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Adapters, createAdapters } from './adapters';
import { type Clock, systemClock } from './clock';
import { registerRequestClock } from './plugins/request-clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { answerSerializerCompiler } from './http/fast-serializer';
import {
  logDestination,
  logRedact,
  logSerializers,
  redactLogLine,
  RequestLogController,
} from './http/request-log';
import { authRoutes } from './modules/auth/routes';
import { CALLER_TABLES, forgetCallers, keepCallers } from './modules/auth/kept-callers';
import { signingClientOrigins } from './modules/e-signature';
import { eSignatureRoutes } from './modules/e-signature/routes';
import { healthRoutes } from './modules/health/routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { registerPermissions } from './plugins/permissions';
import { forgetGrants, keepGrants } from './modules/permissions';
import { registerRateLimit } from './plugins/rate-limit';
import { registerLanguage } from './plugins/language';
import { registerMetrics } from './plugins/metrics';
import { registerReadiness } from './plugins/readiness';
import { runInRequest } from './observability/request-context';
import { registerPublicCaching } from './plugins/public-caching';
import { type ChangeListener, listenForChanges } from './db/change-listener';
import { PUBLIC_CHANGES_CHANNEL } from './db/change-notices';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTextInputRule } from './plugins/text-input';
import multipart from '@fastify/multipart';
import { LEGAL_AID_FILE_MAX_BYTES } from '@portal/contracts';
import type { ModuleDeps } from './http/types';
import { paymeRoutes } from './modules/payments';
import { SECTION_ROUTES, type SectionRoutes } from './section-routes';
import { createPublicReads } from './db/read-replica';
import { createFileStorage, type FileStorage } from './storage';

export const API_PREFIX = '/api/v.1';
const VERSION = '0.1.0';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface AppDeps {
  config: Config;
  db: Database;
  /** Where files live; the one FILE_STORAGE names when absent. */
  storage?: FileStorage;
  /** The national systems' adapters; built from the configuration when absent. */
  adapters?: Adapters;
  /** The time every module reads; the machine's when absent (a test passes a manualClock). */
  clock?: Clock;
  /** Logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Where the production logger writes (standard output by default); a test reads the lines. */
  logStream?: { write: (line: string) => void };
}

/** Builds the whole API (and the SPA it serves) without listening: main.ts listens, tests inject. */
export async function buildApp({ config, db, storage, adapters, clock, logger, logStream }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      // The request serializer logs method, URL (secret parameters and PINFLs masked), host and client
      // address, never headers, so neither a token nor a cookie reaches the log; errors lose the values of
      // a failed query (http/request-log.ts, test/log-redaction.test.ts).
      serializers: logSerializers,
      redact: logRedact,
      // and a PINFL that reaches a line any other way (a message, a field holding a URL) is masked there
      hooks: { streamWrite: redactLogLine },
      ...(config.env === 'development' && process.stdout.isTTY && !logStream
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : { stream: logStream ?? logDestination() }),
    },
    // A caller's x-request-id is kept when it is well formed, so one id follows a call across systems.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The handler and what it calls (the adapters passing the id on to a national system) know the id.
  // Set before the handler rather than on arrival: parsing the body runs outside the arrival's context.
  app.addHook('preHandler', (request, _reply, done) => runInRequest(request.id, done));

  registerLanguage(app);
  registerRequestClock(app, clock ?? systemClock, config.testClockOffsetHeader);
  registerErrorHandler(app);
  registerMetrics(app, db, config.metricsToken);
  registerReadiness(app, db);
  registerTextInputRule(app);
  // The database's change notices, heard over a connection of this process: what the process keeps
  // between calls is forgotten on each (db/change-notices.ts), and kept only while they are heard.
  let changes: ChangeListener | null = null;
  const heard = () => changes?.listening() ?? false;
  // before the security headers' hook, which makes every answer without caching of its own no-store.
  // No public answers are kept with a read replica: its reads may lag behind the notice, and an answer
  // read from it then would be kept stale.
  const keepAnswers = config.publicAnswers.maxMegabytes > 0 && !config.database.replica.url;
  const answers = registerPublicCaching(
    app,
    config.publicCacheMaxAge,
    keepAnswers ? { ...config.publicAnswers, listening: heard } : null,
  );
  keepGrants(db, heard);
  keepCallers(db, heard, config.keptCallers);
  const listener = listenForChanges({
    connection: db.$client.options,
    channel: PUBLIC_CHANGES_CHANNEL,
    onChange: (table) => {
      // a session's end is no public change
      if (table !== 'sessions') answers.forget();
      if (table === null || table === 'role_permissions') forgetGrants(db);
      if (table === null || CALLER_TABLES.has(table)) forgetCallers(db);
    },
  });
  changes = listener;
  app.addHook('onClose', () => listener.stop());
  await registerSecurityHeaders(app, {
    extraConnectSrc: signingClientOrigins(config),
    publicUrl: config.publicUrl,
    mapTilesUrl: config.map.tilesUrl,
  });
  await app.register(cookie);
  registerAuth(app, db);
  await registerRateLimit(app, db);
  registerPermissions(app, db);
  await registerApiDocs(app, VERSION, config.apiDocs);

  const publicReads = createPublicReads(db, config.database.replica);
  app.addHook('onClose', () => publicReads.stop());
  const deps: ModuleDeps = {
    db,
    publicReads,
    config,
    storage: storage ?? createFileStorage(config),
    adapters: adapters ?? createAdapters(config),
    clock: clock ?? systemClock,
  };
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, { ...deps, prefix: API_PREFIX });
  await app.register(eSignatureRoutes, { ...deps, prefix: API_PREFIX });
  // The sections' calls: those without uploads, the multipart parser, then those with uploads
  const sections: readonly SectionRoutes[] = Object.values(SECTION_ROUTES);
  const registerSections = async (uploads: boolean) => {
    for (const section of sections.filter((s) => Boolean(s.uploads) === uploads))
      for (const routes of section.routes) await app.register(routes, { ...deps, prefix: API_PREFIX });
  };
  await registerSections(false);
  await app.register(multipart, { limits: { fileSize: LEGAL_AID_FILE_MAX_BYTES, files: 1, parts: 41 } });
  await registerSections(true);
  // The Payme merchant endpoint (/api/payme), outside the versioned API
  await app.register(paymeRoutes, deps);

  await registerSpa(app, config.webDistDir, {
    canonicalUrl: config.env === 'production' ? config.publicUrl : undefined,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
