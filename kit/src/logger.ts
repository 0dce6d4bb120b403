import { pino, type Logger } from 'pino';
import { currentContext } from './context.ts';

export type { Logger };

export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    mixin() {
      const ctx = currentContext();
      if (!ctx) return {};
      return {
        requestId: ctx.requestId,
        companyId: ctx.companyId,
        userId: ctx.caller.kind === 'user' ? ctx.caller.userId : undefined,
      };
    },
  });
}
