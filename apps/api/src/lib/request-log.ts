import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The request log in one line per request, written when the reply is done: the request (`req`,
 * through app.ts's serializer, so a pay link's key is redacted), the status (`res`) and
 * `responseTime` in ms, at `info`, or at `error` with `err` when the reply failed. Fastify's default
 * writes a second line, "incoming request", when each request arrives; serialising and writing it
 * was ~12 µs of every ~100 µs a cached catalog page costs (docs/decisions/137). Every other line
 * Fastify writes (a route not found, an error handled, a failed write) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
