import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { z } from 'zod';
import { ok } from '@dm/contracts';
import { ConflictError, createLogger, EnvelopeExceptionFilter, RateLimitedError, ZodBody } from '@dm/platform';
import { applyHttpSetup } from './http-setup.js';

// A controller that exists only in this test, to drive the real filter, pipe and HTTP setup.
const Greeting = z.object({ name: z.string().min(1), times: z.number().int().min(1).max(3) });
const writes: string[] = [];

@Controller('probe')
class ProbeController {
  @Post('greet')
  greet(@Body(new ZodBody(Greeting)) body: z.infer<typeof Greeting>) {
    writes.push(body.name);
    return ok({ text: `hello ${body.name}`.repeat(body.times) });
  }
  @Post('conflict')
  conflict() {
    throw new ConflictError('Someone else saved first.');
  }
  @Post('limited')
  limited() {
    throw new RateLimitedError(undefined, 30);
  }
  @Post('crash')
  crash() {
    throw new Error('secret internal detail: password=hunter2');
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the wire', () => {
  let app: NestExpressApplication;
  let base: string;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/probe/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };

  beforeAll(async () => {
    const server = express();
    const logger = createLogger({ level: 'silent' });
    applyHttpSetup(server, logger);
    app = await NestFactory.create<NestExpressApplication>(ProbeModule, new ExpressAdapter(server), { bodyParser: false, logger: false });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new EnvelopeExceptionFilter(logger));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());

  it('wraps a result in the envelope', async () => {
    expect(await post('greet', { name: 'Ada', times: 1 })).toMatchObject({ status: 201, body: { response_code: 1, data: { text: 'hello Ada' } } });
  });

  it('rejects a bad body with 400 naming the field, and changes nothing', async () => {
    writes.length = 0;
    const res = await post('greet', { name: 'Ada', times: 9 });
    expect(res.status).toBe(400);
    expect(res.body.response_code).toBe(0);
    expect(res.body.error).toMatch(/^Invalid value for 'times'/);
    const missing = await post('greet', { times: 1 });
    expect(missing.body.error).toBe("Invalid value for 'name': it is required");
    expect(writes).toEqual([]);
  });

  it('maps domain errors to their statuses', async () => {
    expect(await post('conflict', {})).toMatchObject({ status: 409, body: { response_code: 0, error: 'Someone else saved first.' } });
    const limited = await post('limited', {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
  });

  it('never leaks an unexpected error: 500 with a generic message', async () => {
    const res = await post('crash', {});
    expect(res.status).toBe(500);
    expect(res.body.error).not.toMatch(/hunter2|secret|stack/);
    expect(res.body.error).toBe('The server could not complete this request. Nothing was changed; please try again.');
  });
});
