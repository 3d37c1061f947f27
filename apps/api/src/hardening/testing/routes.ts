import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { ZodBody } from '@dm/platform';
import type { z } from 'zod';

export interface RegisteredRoute {
  /** 'GET' | 'POST' ... */
  method: string;
  /** Path without the /api prefix, e.g. 'saved_design/get_one' (the first of its aliases). */
  path: string;
  aliases: string[];
  /** The contract schema its body is validated against, when it takes one. */
  schema?: z.ZodType;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
const clean = (p: string) => p.replace(/^\/+|\/+$/g, '');

/** Every route the Nest app actually registers, read from its controllers' metadata. */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!type) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '').map(clean);
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        const method = Reflect.getMetadata(METHOD_METADATA, handler);
        if (paths === undefined || method === undefined) continue;
        const full = base.flatMap((b) => ([] as string[]).concat(paths).map((p) => [b, clean(p)].filter(Boolean).join('/')));
        const unique = [...new Set(full.map(clean))];
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {};
        let schema: z.ZodType | undefined;
        for (const arg of Object.values(args) as { pipes?: unknown[] }[]) {
          const pipe = arg.pipes?.find((p) => p instanceof ZodBody) as { schema?: z.ZodType } | undefined;
          if (pipe) schema = (pipe as unknown as { schema: z.ZodType }).schema;
        }
        routes.push({ method: METHODS[method] ?? String(method), path: unique[0], aliases: unique, schema });
      }
    }
  }
  return routes.sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}
