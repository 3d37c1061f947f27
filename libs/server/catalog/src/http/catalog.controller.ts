import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  byIdRequestSchema,
  CatalogCalls,
  SaveDesignTemplateRequest,
  SaveTextTemplateRequest,
  SetTemplateActiveRequest,
  byTagRequestSchema,
  categoryGetRequestSchema,
  colorPalettesRequestSchema,
  customUrlRequestSchema,
  designGetRequestSchema,
  designResourceGetRequestSchema,
  emptyRequestSchema,
  externalPhotoSearchRequestSchema,
  loadResourceRequestSchema,
  Messages,
  ok,
  resourceSearchRequestSchema,
  searchRequestSchema,
  textTemplateGetRequestSchema,
  type ColorPalettesRequest,
  type DesignGetRequest,
  type DesignResourceGetRequest,
  type ExternalPhotoSearchRequest,
  type LoadResourceRequest,
  type ResourceSearchRequest,
  type SearchRequest,
  type TextTemplateGetRequest,
} from '@dm/contracts';
import { type AttemptLimiter, MockupCategoriesQuery, RateLimits, sendPrepared, ZodBody } from '@dm/platform';
import { type Caller, callerIds, CallerOf, CurrentUser, OptionalUser, type Principal, TemplateAuthors } from '@dm/server-identity';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CatalogAuthor, CatalogRead, CatalogSearch } from '../catalog.messages.js';

/** The catalog's calls (spec section 7 of both documents), dispatched on the QueryBus. */
@Controller()
@OptionalUser()
export class CatalogController {
  readonly #externalRate: AttemptLimiter;

  constructor(
    @Inject(QueryBus) private readonly bus: QueryBus,
    @Inject(RateLimits) limits: RateLimits,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.#externalRate = limits.limiter('external_photo_search', { limit: Number(process.env.EXTERNAL_PHOTO_SEARCHES_PER_10_MIN) || 300, windowMs: 10 * 60_000 });
  }

  // ---- template authoring: admins and designers (401 for visitors, 403 for everyone else) ----

  @Post(CatalogCalls.saveDesignTemplate)
  @HttpCode(200)
  @TemplateAuthors()
  async saveDesignTemplate(@Body(new ZodBody(SaveDesignTemplateRequest)) body: SaveDesignTemplateRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new CatalogAuthor('saveDesignTemplate', user.id, body)));
  }

  @Post(CatalogCalls.saveTextTemplate)
  @HttpCode(200)
  @TemplateAuthors()
  async saveTextTemplate(@Body(new ZodBody(SaveTextTemplateRequest)) body: SaveTextTemplateRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new CatalogAuthor('saveTextTemplate', user.id, body)));
  }

  @Post(CatalogCalls.setDesignTemplateActive)
  @HttpCode(200)
  @TemplateAuthors()
  async setDesignTemplateActive(@Body(new ZodBody(SetTemplateActiveRequest)) body: SetTemplateActiveRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new CatalogAuthor('setActive', user.id, 'design_template', body.id, body.active)));
  }

  @Post(CatalogCalls.setTextTemplateActive)
  @HttpCode(200)
  @TemplateAuthors()
  async setTextTemplateActive(@Body(new ZodBody(SetTemplateActiveRequest)) body: SetTemplateActiveRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new CatalogAuthor('setActive', user.id, 'text_template', body.id, body.active)));
  }

  /**
   * The same for everyone until a category changes: compressed once (br, gzip) and sent with an
   * ETag. GET (what the web app uses) answers 304 to a matching If-None-Match.
   */
  @Post(['category/get_design_categories', 'category/fetch_all_design_categories'])
  @HttpCode(200)
  async designCategories(@Body(new ZodBody(emptyRequestSchema)) _body: unknown, @Req() req: Request, @Res() res: Response) {
    sendPrepared(req, res, await this.bus.execute(new CatalogRead('designCategoryTreeAnswer')));
  }

  @Get(['category/get_design_categories', 'category/fetch_all_design_categories'])
  async designCategoriesRevalidated(@Req() req: Request, @Res() res: Response) {
    sendPrepared(req, res, await this.bus.execute(new CatalogRead('designCategoryTreeAnswer')));
  }

  @Post('category/get')
  @HttpCode(200)
  async categories(@Body(new ZodBody(categoryGetRequestSchema)) body: { type: 'design' | 'mockup'; filter_empty?: boolean; active?: boolean }) {
    if (body.type === 'mockup') return ok(await this.bus.execute(new MockupCategoriesQuery()));
    return ok(await this.bus.execute(new CatalogRead('categories', body)));
  }

  @Post('category/get_design_recommendations')
  @HttpCode(200)
  async recommendations(@Body(new ZodBody(byIdRequestSchema)) body: { id: string }) {
    return ok(await this.bus.execute(new CatalogRead('recommendations', body.id)));
  }

  @Post(['design/get', 'design/get/'])
  @HttpCode(200)
  async designs(@Body(new ZodBody(designGetRequestSchema)) body: DesignGetRequest, @CurrentUser() user: Principal | null) {
    return ok(await this.bus.execute(new CatalogRead('designs', body, user)));
  }

  @Post(['design/get_one', 'design/get_one/'])
  @HttpCode(200)
  async design(@Body(new ZodBody(byIdRequestSchema)) body: { id: string }, @CurrentUser() user: Principal | null) {
    return ok(await this.bus.execute(new CatalogRead('design', body.id, user)));
  }

  @Post(['design/get_by_custom_url', 'design/get_by_custom_url/'])
  @HttpCode(200)
  async designByUrl(@Body(new ZodBody(customUrlRequestSchema)) body: { custom_url: string }, @CurrentUser() user: Principal | null) {
    return ok(await this.bus.execute(new CatalogRead('designByCustomUrl', body.custom_url, user)));
  }

  @Post(['design/get_by_tag_id', 'design/get_by_tag_id/'])
  @HttpCode(200)
  async designsByTag(@Body(new ZodBody(byTagRequestSchema)) body: { tag_id: string; page_no: number; size: number }) {
    return ok(await this.bus.execute(new CatalogRead('designsByTag', body.tag_id, body.page_no, body.size)));
  }

  @Post('design_templates/_search')
  @HttpCode(200)
  async searchTemplates(@Body(new ZodBody(searchRequestSchema)) body: SearchRequest) {
    return ok(await this.bus.execute(new CatalogSearch('designTemplates', body)));
  }

  @Post(['text_template/get', 'text_template/get/'])
  @HttpCode(200)
  async textTemplates(@Body(new ZodBody(textTemplateGetRequestSchema)) body: TextTemplateGetRequest, @CurrentUser() user: Principal | null) {
    return ok(await this.bus.execute(new CatalogRead('textTemplates', body, user)));
  }

  @Post(['text_template/get_one', 'text_template/get_one/'])
  @HttpCode(200)
  async textTemplate(@Body(new ZodBody(byIdRequestSchema)) body: { id: string }, @CurrentUser() user: Principal | null) {
    return ok(await this.bus.execute(new CatalogRead('textTemplate', body.id, user)));
  }

  @Post('text_templates/_search')
  @HttpCode(200)
  async searchTextTemplates(@Body(new ZodBody(searchRequestSchema)) body: SearchRequest) {
    return ok(await this.bus.execute(new CatalogSearch('textTemplates', body)));
  }

  @Post(['design_resource/get', 'design_resource/get/'])
  @HttpCode(200)
  async resources(@Body(new ZodBody(designResourceGetRequestSchema)) body: DesignResourceGetRequest) {
    return ok(await this.bus.execute(new CatalogRead('resources', body)));
  }

  /** The spec's three resource loads (and the hashed variant): data.src at quality 'm'. */
  @Post(['design_resource/load_design_resource', 'design_resource/load_pixlr_resource', 'design_resource/load_123rf_resource'])
  @HttpCode(200)
  async loadResource(@Body(new ZodBody(loadResourceRequestSchema)) body: LoadResourceRequest) {
    return ok(await this.bus.execute(new CatalogRead('loadResource', body)));
  }

  @Post('design_resource/search_external_photos')
  @HttpCode(200)
  async externalPhotos(@Body(new ZodBody(externalPhotoSearchRequestSchema)) body: ExternalPhotoSearchRequest, @CallerOf() caller: Caller) {
    // every search spends the provider's quota under the server's key
    await this.#externalRate.take(callerIds(caller)[0] ?? 'anonymous', Messages.tooManyPhotoSearches);
    return ok(await this.bus.execute(new CatalogSearch('externalPhotos', body)));
  }

  @Get('design_resource/load_123rf_resource/:hash')
  async loadResourceByHash(@Param('hash') hash: string) {
    const body = new ZodBody(loadResourceRequestSchema).transform({ hash }) as LoadResourceRequest;
    return ok(await this.bus.execute(new CatalogRead('loadResource', body)));
  }

  @Get('design_resource/get_icons')
  async icons() {
    return ok(await this.bus.execute(new CatalogRead('icons')));
  }

  @Post('design_resources/_search')
  @HttpCode(200)
  async searchResources(@Body(new ZodBody(resourceSearchRequestSchema)) body: ResourceSearchRequest) {
    return ok(await this.bus.execute(new CatalogSearch('designResources', body)));
  }

  @Post('design_resource/get_color_palettes')
  @HttpCode(200)
  async palettes(@Body(new ZodBody(colorPalettesRequestSchema)) body: ColorPalettesRequest) {
    return ok(await this.bus.execute(new CatalogRead('colorPalettes', body)));
  }

  @Post('design_resource/get_display_color_palettes')
  @HttpCode(200)
  async displayPalettes(@Body(new ZodBody(emptyRequestSchema)) _body: unknown) {
    return ok(await this.bus.execute(new CatalogRead('displayColorPalettes')));
  }

  @Get('tag/get_all')
  async tagsGet() {
    return ok(await this.bus.execute(new CatalogRead('tags')));
  }

  @Post('tag/get_all')
  @HttpCode(200)
  async tags(@Body(new ZodBody(emptyRequestSchema)) _body: unknown) {
    return ok(await this.bus.execute(new CatalogRead('tags')));
  }

  @Post('tag/get_all_labels')
  @HttpCode(200)
  async labels(@Body(new ZodBody(emptyRequestSchema)) _body: unknown) {
    return ok(await this.bus.execute(new CatalogRead('labels')));
  }
}
