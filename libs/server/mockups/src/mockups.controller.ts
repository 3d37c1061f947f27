// The mockup maker's calls (editor §7, Mockups; order/mockup/render/status) and its files.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  AllSavedMockupsRequest, CategoryMockupsRequest, CategoryRecommendationsRequest, GetMockupsRequest, MockupCalls, MockupGetOneRequest, MockupGetRequest,
  MockupInputs, MOCKUP_IMAGE_MAX_BYTES, MockupRenderStatusRequest, MockupSearchRequest, ok, SavedMockupRequest,
} from '@dm/contracts';
import { MockupMessages } from '@dm/contracts/constants';
import type { z } from 'zod';
import { NotFoundError, ValidationError, ZodBody } from '@dm/platform';
import { Authenticated, CurrentUser, type Principal } from '@dm/server-identity';
import { readMultipart } from '@dm/server-folders';
import { MOCKUP_FILES_ROUTE } from './catalog/mockup-catalog.js';
import { MockupsCommand, MockupsRead } from './mockups.messages.js';
import { OUTPUT_ROUTE } from './mockups.service.js';
import { PREVIEW_ROUTE } from './saved/saved-mockups.js';
import { MOCKUP_CONTENT } from './tokens.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

@Controller()
export class MockupsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus, @Inject(MOCKUP_CONTENT) private readonly content: { dir: string; version: number }) {}

  @Post(MockupCalls.search)
  @HttpCode(200)
  async search(@Body(new ZodBody(MockupSearchRequest)) body: z.infer<typeof MockupSearchRequest>) {
    return ok(await this.queries.execute(new MockupsRead('search', body.query, body.from, body.size)));
  }

  @Post(MockupCalls.get)
  @HttpCode(200)
  async get(@Body(new ZodBody(MockupGetRequest)) body: z.infer<typeof MockupGetRequest>) {
    return ok(await this.queries.execute(new MockupsRead('many', Array.isArray(body.id) ? body.id : [body.id], body.category_id)));
  }

  @Post(MockupCalls.getMockups)
  @HttpCode(200)
  async getMockups(@Body(new ZodBody(GetMockupsRequest)) body: GetMockupsRequest) {
    return ok(await this.queries.execute(new MockupsRead('page', body)));
  }

  @Post(MockupCalls.getOne)
  @HttpCode(200)
  async getOne(@Body(new ZodBody(MockupGetOneRequest)) body: z.infer<typeof MockupGetOneRequest>) {
    return ok(await this.queries.execute(new MockupsRead('one', body.id)));
  }

  @Post(MockupCalls.categoryMockups)
  @HttpCode(200)
  async categoryMockups(@Body(new ZodBody(CategoryMockupsRequest)) body: z.infer<typeof CategoryMockupsRequest>) {
    return ok(await this.queries.execute(new MockupsRead('inCategory', body.category_id)));
  }

  @Post(MockupCalls.recommendations)
  @HttpCode(200)
  async recommendations(@Body(new ZodBody(CategoryRecommendationsRequest)) body: z.infer<typeof CategoryRecommendationsRequest>) {
    return ok(await this.queries.execute(new MockupsRead('recommendations', body.id)));
  }

  @Post(MockupCalls.getSaved)
  @HttpCode(200)
  @Authenticated()
  async getSaved(@Body(new ZodBody(SavedMockupRequest)) body: z.infer<typeof SavedMockupRequest>, @CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new MockupsRead('getSaved', user.id, body._id)));
  }

  @Post(MockupCalls.getAllSaved)
  @HttpCode(200)
  @Authenticated()
  async getAllSaved(@Body(new ZodBody(AllSavedMockupsRequest)) _body: unknown, @CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new MockupsRead('allSaved', user.id)));
  }

  /** mockup/save: multipart {mockup_file (the preview, PNG), mockup_id, hue_values, user_images, saved_id?}. */
  @Post(MockupCalls.save)
  @HttpCode(200)
  @Authenticated()
  async save(@Req() req: Request, @CurrentUser() user: Principal) {
    const body = await readMultipart(req, { fileFields: ['mockup_file'], maxFiles: 1, maxFileBytes: MOCKUP_IMAGE_MAX_BYTES, maxFieldBytes: 20_000 });
    const json = (field: string) => {
      try {
        return JSON.parse(body.fields[field] ?? '[]') as unknown;
      } catch {
        throw new ValidationError(`Invalid value for '${field}': JSON is expected`, field);
      }
    };
    const parsed = MockupInputs.safeParse({ hue_values: json('hue_values'), user_images: json('user_images') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? 'user_images');
      throw new ValidationError(`Invalid value for '${field}': ${issue.message}`, field);
    }
    const mockup = body.fields.mockup_id;
    if (!mockup) throw new ValidationError("Invalid value for 'mockup_id': required", 'mockup_id');
    const savedId = body.fields.saved_id || undefined;
    if (savedId && !/^[A-Za-z0-9-]{1,64}$/.test(savedId)) throw new ValidationError("Invalid value for 'saved_id'", 'saved_id');
    const file = body.files[0]?.bytes;
    if (file && !file.subarray(0, 4).equals(PNG)) throw new ValidationError(MockupMessages.badImage('mockup_file'), 'mockup_file');
    return ok(await this.commands.execute(new MockupsCommand('save', user.id, { savedId, mockup, inputs: parsed.data, preview: file })));
  }

  @Post(MockupCalls.renderStatus)
  @HttpCode(200)
  @Authenticated()
  async renderStatus(@Body(new ZodBody(MockupRenderStatusRequest)) body: MockupRenderStatusRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new MockupsCommand('renderStatus', user.id, body.orderId, body.skuIndex)));
  }

  /** The content's pictures: public, versioned paths (never change). */
  @Get(`${MOCKUP_FILES_ROUTE}/:version/:slug/:file`)
  files(@Param('version') version: string, @Param('slug') slug: string, @Param('file') file: string, @Res() res: Response) {
    if (version !== String(this.content.version) || !/^[a-z0-9-]{1,80}$/.test(slug) || !/^[a-z0-9-]{1,60}\.(png|jpg)$/.test(file)) throw new NotFoundError(MockupMessages.notFound(slug));
    const path = join(this.content.dir, slug, file);
    if (!existsSync(path)) throw new NotFoundError(MockupMessages.notFound(slug));
    res.setHeader('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    createReadStream(path).pipe(res);
  }

  @Get(`${PREVIEW_ROUTE}/:file`)
  @Authenticated()
  async preview(@Param('file') file: string, @CurrentUser() user: Principal, @Res() res: Response) {
    const bytes = await this.queries.execute(new MockupsRead('savedPreview', user.id, file));
    res.setHeader('content-type', 'image/png');
    res.setHeader('cache-control', 'private, max-age=60');
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(bytes);
  }

  @Get(`${OUTPUT_ROUTE}/:orderId/:sku/mockup.png`)
  @Authenticated()
  async output(@Param('orderId') orderId: string, @Param('sku') sku: string, @CurrentUser() user: Principal, @Res() res: Response) {
    if (!/^[0-9]{1,2}$/.test(sku)) throw new ValidationError("Invalid value for 'sku'", 'sku');
    const bytes = await this.queries.execute(new MockupsRead('output', user.id, orderId, Number(sku)));
    res.setHeader('content-type', 'image/png');
    res.setHeader('content-disposition', 'attachment; filename="mockup.png"');
    res.setHeader('cache-control', 'private, max-age=3600');
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(bytes);
  }
}
