import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and every event's metadata learns about the request that caused it. */
export interface RequestContext {
  correlationId: string;
  actorId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(ctx: RequestContext, fn: () => T): T {
    return storage.run(ctx, fn);
  },
  get(): RequestContext | undefined {
    return storage.getStore();
  },
};
