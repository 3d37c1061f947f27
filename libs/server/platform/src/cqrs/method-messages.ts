// Typed messages for a context whose use cases are the methods of one service: the message names
// the method and carries its arguments, its result type is the method's, and one handler per
// message class dispatches to the service. For contexts of many small reads (the catalog) or
// commands that share one service's steps (identity), instead of a class per call.

/** The names of S's methods that answer a promise. */
export type AsyncMethodOf<S> = {
  [K in keyof S]: S[K] extends (...args: any[]) => Promise<unknown> ? K : never;
}[keyof S] & string;

type Fn = (...args: any[]) => Promise<unknown>;
export type ArgsOf<S, K extends keyof S> = S[K] extends Fn ? Parameters<S[K]> : never;
export type ResultOf<S, K extends keyof S> = S[K] extends Fn ? Awaited<ReturnType<S[K]>> : never;

/** Runs the named method with the message's arguments; a name that is not a method throws. */
export function dispatchTo<S extends object>(service: S, message: { method: string; args: readonly unknown[] }): Promise<ResultOf<S, AsyncMethodOf<S>>> {
  const fn = (service as Record<string, unknown>)[message.method];
  if (typeof fn !== 'function') throw new Error(`no use case '${message.method}' on ${service.constructor.name}`);
  return (fn as (...a: unknown[]) => Promise<ResultOf<S, AsyncMethodOf<S>>>).apply(service, message.args as unknown[]);
}
