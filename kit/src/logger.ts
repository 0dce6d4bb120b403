import { trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';
import { currentContext } from './context.ts';

export type { Logger };

export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    mixin() {
      // The active span (tracing on) links a log line to its trace.
      const span = trace.getActiveSpan()?.spanContext();
      const traced = span ? { traceId: span.traceId, spanId: span.spanId } : {};
      const ctx = currentContext();
      if (!ctx) return traced;
      return {
        ...traced,
        requestId: ctx.requestId,
        companyId: ctx.companyId,
        userId: ctx.caller.kind === 'user' ? ctx.caller.userId : undefined,
      };
    },
  });
}
