import { staffContentRoutes } from './routes/staff-content.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { HUMAN_PASS_HEADER } from '../src/api/misc.ts';
import { identifyCaller } from './auth/middleware.ts';
import type { AppContext, AppEnv } from './context.ts';
import { errorBody } from '../src/api/errors.ts';
import { apiCaching } from './http/api-caching.ts';
import { bodyLimits } from './http/body-limits.ts';
import { handleError } from './http/errors.ts';
import { addressQueue } from './http/address-queue.ts';
import { closeAfterUnreadBody } from './http/unread-body.ts';
import { healthRoutes } from './http/health.ts';
import { fileAnswer } from './http/file-answer.ts';
import { notModifiedSince } from './http/not-modified.ts';
import { uploadCacheControl } from './files/upload-caching.ts';
import { requestLog } from './http/request-log.ts';
import { silentLog } from './log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { addressGates } from './security/address-gates.ts';
import { Refusals } from './security/refusals.ts';
import { accountRoutes } from './routes/account.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { categoryRoutes } from './routes/category.ts';
import { companyRoutes } from './routes/company.ts';
import { contentRoutes } from './routes/content.ts';
import { emailRoutes } from './routes/email.ts';
import { homeRoutes } from './routes/home.ts';
import { imageVariants } from './routes/image-variants.ts';
import { listRoutes } from './routes/lists.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { quoteRoutes } from './routes/quotes.ts';

/** The API's paths: every call of the contract, under /api or at the root. */
const API_PATHS = [
  '/api/*',
  '/Login',
  '/Logout',
  '/ChangePassword',
  '/ImpersonateUser',
  '/RequestPasswordReset',
  '/ResetPassword',
];

/**
 * The catalogue API: every call of the contract on its own path. With `site`, the same server also
 * answers every other path from the static build (see scripts/start.ts), and `hooks` (the rebuild
 * hook) under /hooks; tests use the API alone. `/api/health` tells a load balancer whether this node
 * can serve.
 */
export function createApp(
  context: AppContext,
  options: {
    site?: MiddlewareHandler;
    hooks?: Hono<AppEnv>;
    /** Whether the site serves its published build (`/api/ready`, see server/site/readiness.ts). */
    ready?: Hono<AppEnv>;
    /** Publishing for staff (see routes/staff-publishing.ts), beside the publisher that `hooks` drives. */
    publishing?: Hono<AppEnv>;
    /** True once the node shuts down: its health check then answers 503. */
    draining?: () => boolean;
  } = {},
): Hono<AppEnv> {
  // One memory of refused subjects per node, shared by all its limits.
  const ctx = { ...context, refusals: context.refusals ?? new Refusals() };
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestLog(ctx.log ?? silentLog, ctx.config.trustedProxies));
  // Many answers come before the body is read (limits refuse unread); their connection must say so.
  app.use('*', closeAfterUnreadBody);
  app.use('*', securityHeaders(ctx.config));
  // The static site may live on a CDN at SITE_URL (or CORS_ORIGINS) while its islands call this host;
  // no other origin's pages may read the API's answers.
  const siteOrigin = cors({
    origin: ctx.config.corsOrigins,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', HUMAN_PASS_HEADER],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  for (const path of API_PATHS) app.use(path, siteOrigin);
  // Every path, before anything is read or waited for (the body, the token's account, the database),
  // and after CORS so the site's islands can read a refusal's Retry-After.
  const { config } = ctx;
  app.use(
    '*',
    addressQueue({
      inFlight: config.maxRequestsPerAddress,
      perSecond: config.requestsPerSecond,
      held: config.maxHeldPerAddress,
      trustedProxies: config.trustedProxies,
    }),
  );
  app.use('*', identifyCaller(ctx));
  const gates = addressGates(ctx);
  for (const path of API_PATHS) {
    app.use(path, apiCaching());
    // Answers made per request are compressed as they go out; the site's files never are (see StaticSite).
    if (options.site) app.use(path, compress());
    // Only calls that carry a body are measured: reading a GET's absent body would cost every search.
    // An address at its limit is refused before its body is read, and a body is measured before it is parsed.
    app.on(['POST', 'PUT', 'PATCH', 'DELETE'], path, gates, bodyLimits);
  }

  app.route('/api/health', healthRoutes(ctx, options.draining ?? (() => false)));
  if (options.ready) app.route('/api/ready', options.ready);
  app.route('/api/Home', homeRoutes(ctx));
  app.route('/api/Home', contentRoutes(ctx));
  app.route('/api/Category', categoryRoutes(ctx));
  app.route('/api/Account', accountRoutes(ctx));
  app.route('/api/EmailManagement', emailRoutes(ctx));
  app.route('/api/Lists', listRoutes(ctx));
  app.route('/api/Quotes', quoteRoutes(ctx));
  app.route('/api/Company', companyRoutes(ctx));
  app.route('/api/Company', approvalRoutes(ctx));
  app.route('/api/blog', blogRoutes(ctx));
  // Publishing first: its calls are answered before the content calls' router sees the path.
  if (options.publishing) app.route('/api/Staff/Publishing', options.publishing);
  app.route('/api/Staff', staffContentRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', passwordResetRoutes(ctx));

  // Uploads and their variants: each with its tag and caching rule, revalidated by tag or by date.
  app.use(
    '/uploads/*',
    // Drawings and text files among the uploads, a few KB each (photos and PDFs are left as they are).
    ...(options.site ? [compress()] : []),
    etag(),
    notModifiedSince(),
    imageVariants(ctx.config.dataDir),
    fileAnswer({ root: ctx.config.dataDir, cacheControl: uploadCacheControl }),
  );
  if (options.hooks) app.route('/hooks', options.hooks);
  app.all('/api/*', (c) => c.json(errorBody(`No such call: ${c.req.method} ${c.req.path}`), 404));
  if (options.site) app.use('*', options.site);
  app.notFound((c) => c.json(errorBody(`No such path: ${c.req.path}`), 404));
  return app;
}
