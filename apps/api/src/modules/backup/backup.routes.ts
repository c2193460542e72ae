import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupStatusResponse, type BackupProgress } from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { BackupService, TakenBackup } from './backup.service.js';

/** The header `npm run backup` sends its local key in (docs/decisions/131-backups.md). */
const LOCAL_KEY_HEADER = 'x-atelier-backup-key'; // lib/backup-endpoint.ts sends it

function send(reply: FastifyReply, taken: TakenBackup) {
  const stream = fs.createReadStream(taken.file);
  stream.once('close', () => void taken.done());
  return reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="${taken.name}"`)
    .header('content-length', String(fs.statSync(taken.file).size))
    .header('cache-control', 'no-store')
    .send(stream);
}

/**
 * POST /api/admin/backup ("Back up now", owner only, audited): a new backup into the server's folder
 * and/or bucket; 409 when none is configured or a backup is being taken; else 200 with one JSON line
 * per step (BackupProgress: the database, pictures done of total, the archive, the upload), the last
 * `done` with the backup's time, name, size and counts, or `failed` with the reason. Not compressed,
 * and marked for proxies not to buffer it, so each line reaches the page as it is written.
 */
function backupNowRoute(app: FastifyInstance, backup: BackupService) {
  app.post(
    '/backup',
    {
      // A backup changes nothing the public pages show.
      config: { role: 'admin', publicCache: 'keep' },
      compress: false,
      schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'Back up now: a new backup into BACKUP_DIR / BACKUP_S3_BUCKET, its progress as NDJSON (owner)' },
    },
    async (req, reply) => {
      const run = backup.startNow(actorOf(currentUser(req)));
      const out = new PassThrough();
      const line = (p: BackupProgress) => {
        if (!out.destroyed && !out.writableEnded) out.write(`${JSON.stringify(p)}\n`);
      };
      void run(line).then((result) => {
        if (result.ok) line({ step: 'done', backup: result.backup });
        else {
          req.log.error({ err: result.error }, 'the backup taken from the back office failed');
          line({ step: 'failed', message: result.reason });
        }
        out.end();
      });
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(out);
    },
  );
}

/**
 * GET /api/admin/backup (owner only, audited): a new backup of the whole shop, as a .tar.gz download.
 * POST /api/admin/backup (owner only, audited): "Back up now" (backupNowRoute).
 * GET /api/admin/backup/status (owner): the daily backup's settings and places, last good backup and failure.
 */
export async function backupAdminRoutes(app: FastifyInstance, opts: { backup: BackupService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/backup/status',
    {
      config: { role: 'admin' },
      schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'The backups: daily schedule, last good one, last failure (owner)', response: { 200: BackupStatusResponse } },
    },
    async () => ({ success: true as const, backup: await opts.backup.status() }),
  );
  app.get('/backup', { config: { role: 'admin' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'Download a new backup of the whole shop (owner)' } }, async (req, reply) =>
    send(reply, await opts.backup.forOwner(actorOf(currentUser(req)))),
  );
  backupNowRoute(app, opts.backup);
}

/**
 * GET /api/backup/local: the same download for `npm run backup` on the shop's machine while the
 * server holds the embedded database; 403 unless the request carries the key the server wrote in
 * DATA_DIR. Hidden from the API docs.
 */
export async function backupLocalRoutes(app: FastifyInstance, opts: { backup: BackupService }) {
  app.get('/backup/local', { schema: { hide: true } }, async (req, reply) => {
    const key = req.headers[LOCAL_KEY_HEADER];
    if (!opts.backup.isLocalKey(typeof key === 'string' ? key : undefined)) throw new AppError('FORBIDDEN', 'This address is for `npm run backup` on the shop’s own machine.');
    return send(reply, await opts.backup.forLocalCommand());
  });
}
