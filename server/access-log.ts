import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

export interface AccessLogOptions {
  /** A request that takes at least this long is logged on its own, at warn. */
  slowMs: number;
  /** How often the summary of all requests is logged, at info. */
  summaryIntervalMs: number;
}

export const defaultAccessLogOptions: AccessLogOptions = {
  slowMs: 1_000,
  summaryIntervalMs: 60_000,
};

/** Response times kept per summary for its percentiles: a uniform sample of the window. */
const sampleSize = 1_024;

interface Window {
  startedAt: number;
  requests: number;
  byStatus: Record<string, number>;
  slow: number;
  maxMs: number;
  sample: number[];
}

function emptyWindow(now = Date.now()): Window {
  return { startedAt: now, requests: 0, byStatus: {}, slow: 0, maxMs: 0, sample: [] };
}

/** Whether per-request lines are wanted: LOG_LEVEL=debug or trace. */
function logsEveryRequest(log: FastifyBaseLogger): boolean {
  return log.level === 'debug' || log.level === 'trace';
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/**
 * The server's access log. Fastify's default writes two info lines per request, and writing
 * them halved the static pages' throughput (docs/decisions/016-access-log.md). This keeps
 * every line that needs a person's attention and sums up the rest:
 * - a request that failed (5xx or an error) is logged at error, once, with the error's stack
 *   when there is one;
 * - a slow request (`slowMs` or longer) at warn, one line each;
 * - every `summaryIntervalMs`, one info line: requests by status class, median, 95th percentile
 *   and slowest response time (percentiles from a uniform sample of at most 1,024 requests);
 * - at LOG_LEVEL=debug, every request as Fastify logs it by default.
 */
export class AccessLog extends LogController {
  private window = emptyWindow();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: AccessLogOptions = defaultAccessLogOptions) {
    super();
  }

  /** Replies whose error Fastify's error handler has logged already, with its stack. */
  private readonly loggedErrors = new WeakSet<FastifyReply>();

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) {
      this.loggedErrors.add(reply);
      reply.log.error({ req: request, res: reply, err: error }, error?.message);
    } else if (logsEveryRequest(reply.log)) {
      reply.log.debug({ res: reply, err: error }, error?.message);
    }
  }

  /** A 404 is an ordinary answer: it is counted in the summary, not written on its own. */
  override routeNotFound(request: FastifyRequest): void {
    if (logsEveryRequest(request.log)) {
      request.log.debug({ method: request.method, url: request.url }, 'route not found');
    }
  }

  override incomingRequest(request: FastifyRequest): void {
    if (logsEveryRequest(request.log)) {
      request.log.debug({ req: request }, 'incoming request');
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    this.record(status, ms);
    if (error || status >= 500) {
      // Once per request: the error handler may have written it already, with the stack.
      if (!error && this.loggedErrors.has(reply)) return;
      reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request failed');
    } else if (ms >= this.options.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime: ms }, 'slow request');
    } else if (logsEveryRequest(reply.log)) {
      reply.log.debug({ res: reply, responseTime: ms }, 'request completed');
    }
  }

  private record(status: number, ms: number): void {
    const window = this.window;
    window.requests += 1;
    const statusClass = `${Math.floor(status / 100)}xx`;
    window.byStatus[statusClass] = (window.byStatus[statusClass] ?? 0) + 1;
    if (ms >= this.options.slowMs) window.slow += 1;
    if (ms > window.maxMs) window.maxMs = ms;
    // Reservoir sampling: every request of the window is equally likely to be in the sample.
    if (window.sample.length < sampleSize) window.sample.push(ms);
    else {
      const slot = Math.floor(Math.random() * window.requests);
      if (slot < sampleSize) window.sample[slot] = ms;
    }
  }

  /** Logs the summary of the requests since the last one (none when there were none). */
  flush(log: FastifyBaseLogger, now = Date.now()): void {
    const window = this.window;
    this.window = emptyWindow(now);
    if (window.requests === 0) return;
    const sorted = window.sample.sort((a, b) => a - b);
    log.info(
      {
        seconds: Math.round((now - window.startedAt) / 1000),
        requests: window.requests,
        status: window.byStatus,
        slow: window.slow,
        medianMs: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        maxMs: Math.round(window.maxMs * 10) / 10,
      },
      'requests summary',
    );
  }

  /** Logs a summary every interval until stop(); the last one on stop. */
  start(log: FastifyBaseLogger): void {
    this.window = emptyWindow();
    this.timer = setInterval(() => this.flush(log), this.options.summaryIntervalMs);
    this.timer.unref();
  }

  stop(log: FastifyBaseLogger): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.flush(log);
  }
}
