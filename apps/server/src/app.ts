import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Config, proxyTrust } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { recordWrittenRoutes } from './db/fast-path/index.ts';
import { AdmissionGate } from './lib/admission-gate.ts';
import { logDestination, loggerOptions, RequestLog } from './lib/logger.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { Metrics } from './lib/metrics.ts';
import { asWorkOf } from './lib/request-context.ts';
import { requestId } from './lib/request-id.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { securityHeaders, servedOverHttps } from './lib/security-headers.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { confirmationRoutes } from './modules/confirmations/index.ts';
import { contactRoutes } from './modules/contacts/index.ts';
import { dashboardRoutes } from './modules/dashboards/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { loadboardRoutes } from './modules/loadboards/index.ts';
import { loadImportRoutes, loadRoutes, loadSearchRoutes } from './modules/loads/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { rateRoutes } from './modules/rates/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { requestRoutes } from './modules/requests/index.ts';
import { registerSessions } from './modules/session/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAdmission } from './plugins/admission.ts';
import { registerDrainOnClose } from './plugins/drain-on-close.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database behind `db`, for what needs more than queries (LISTEN for live updates). */
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests pass their own to read what was sent; by default built from the config. */
  mailer?: Mailer;
  /** Tests without a built web app pass false. */
  serveWebApp?: boolean;
  /** Where log lines go (standard output by default); tests pass their own to read the log. */
  logStream?: DestinationStream;
  /** The process's figures; the server shares them with its jobs. A new set by default. */
  metrics?: Metrics;
}

/**
 * Every module's routes, each a plugin of the same shape that reads what it needs from the app's
 * decorations; registered in this order inside the `/api` prefix. The admin module, registered
 * apart, gets the `/admin` prefix its guard covers.
 */
const MODULE_ROUTES: FastifyPluginAsyncZod[] = [
  authRoutes,
  userRoutes,
  geoRoutes,
  loadSearchRoutes,
  loadImportRoutes,
  loadRoutes,
  requestRoutes,
  confirmationRoutes,
  notificationRoutes,
  dashboardRoutes,
  contactRoutes,
  companyRoutes,
  settingsRoutes,
  billingRoutes,
  loadboardRoutes,
  rateRoutes,
  reportRoutes,
];

/** Upper bound of the admission line, whatever the wait estimate says. */
const ADMISSION_MAX_QUEUE = 1000;
/** The embedded engine runs one statement at a time; a few requests at once keep it fed. */
const EMBEDDED_CONCURRENT_REQUESTS = 4;

function admissionOptions(config: Config, database: Database) {
  const slots =
    config.MAX_CONCURRENT_REQUESTS ??
    (database.engine === 'pglite' ? EMBEDDED_CONCURRENT_REQUESTS : 2 * config.DATABASE_POOL_SIZE);
  return { slots, maxWaitMs: config.MAX_QUEUE_WAIT_MS, maxQueue: ADMISSION_MAX_QUEUE };
}

/** Builds the whole HTTP application (plugins, then modules) without listening. */
export async function buildApp({
  config,
  database,
  mailer,
  serveWebApp = true,
  logStream,
  metrics = new Metrics(),
}: AppDeps): Promise<FastifyInstance> {
  const requestLog = new RequestLog(config.LOG_LEVEL);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { ...loggerOptions(config.LOG_LEVEL), stream: logStream ?? logDestination() },
    logController: requestLog,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    // Ids unique across instances; a proxy's own id (X-Request-Id) is kept when it looks like one.
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // registerDrainOnClose answers requests that arrive while closing, in the API's own shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  requestLog.keepResponseBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  recordWrittenRoutes(app);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, app.log, metrics));
  registerErrorHandling(app);
  registerJsonBody(app);
  registerDrainOnClose(app, config.SHUTDOWN_GRACE_MS);
  app.decorate('admission', new AdmissionGate(admissionOptions(config, database)));
  registerMetrics(app, metrics, config.METRICS_TOKEN);

  // The operator's tile server may be plain http (one on the private network): its origin is let in
  // by name, a `{s}` subdomain as any subdomain.
  const tileOrigin = /^https?:\/\/[^/]+/.exec(config.MAP_TILES_URL ?? '')?.[0]?.replace('{s}', '*');
  // Helmet's headers, the same on every response of a scheme: worked out once, copied onto each reply.
  const headers = securityHeaders({
    directives: {
      // Map tiles and uploaded photos are images from other origins.
      'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tileOrigin ? [tileOrigin] : [])],
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(servedOverHttps(request, config.publicUrl) ? headers.https : headers.http);
    reply.header('x-request-id', request.id);
    done();
  });
  // The handler runs as the request's work (lib/request-context.ts). Entered once the body is read:
  // reading it runs outside the request's own async context.
  app.addHook('preValidation', (request, _reply, done) => asWorkOf(request.id, done));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Load Board API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const apiRoutes: RouteOptions[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      registerAdmission(api, app.admission);
      // Answers carry tokens and personal data: no cache keeps one unless its route says otherwise.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      await registerSessions(api);
      registerAccess(api, apiRoutes);
      registerHealth(api);
      for (const routes of MODULE_ROUTES) await api.register(routes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, serveWebApp ? WEB_DIST_DIR : null);
  return app;
}
