import { createHash, randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request, Response } from 'express';
import {
  ClaimDesignRequest, CloneDesignRequest, CopyTemplateRequest, DesignMessages, CreateBlankDesignRequest, CreateFromJsonRequest, DeleteDesignsRequest,
  GetDesignsRequest, GetOneDesignRequest, ok, RenameDesignRequest, SaveDesignRequest, UpdateThumbnailRequest,
} from '@dm/contracts';
import { APP_CONFIG, NotFoundError, ZodBody, type AppConfig } from '@dm/platform';
import { CatalogQueries } from '@dm/server-catalog';
import { Authenticated, CurrentUser, OptionalUser, type Principal } from '@dm/server-identity';
import type { z } from 'zod';
import { DesignsService, type Actor } from './commands/designs.service.js';

/** The visitor key: lets a visitor keep and later claim the designs they start before signing in. */
export const VISITOR_COOKIE = 'davisit';
const VISITOR_KEY = /^[A-Za-z0-9_-]{43}$/;

const visitorOwner = (key: string) => `visitor:${createHash('sha256').update(key).digest('base64url')}`;

@Controller()
@OptionalUser()
export class DesignsController {
  constructor(
    @Inject(DesignsService) private readonly designs: DesignsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  /** The caller as the designs see it; `mint` gives a visitor a key when they have none yet. */
  private actor(user: Principal | null, req: Request, res?: Response): Actor {
    let key = req.cookies?.[VISITOR_COOKIE] as string | undefined;
    if (key && !VISITOR_KEY.test(key)) key = undefined;
    if (!key && !user && res) {
      key = randomBytes(32).toString('base64url');
      res.cookie(VISITOR_COOKIE, key, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        maxAge: 365 * 24 * 3600 * 1000,
        path: '/api',
      });
    }
    return { userId: user?.id, visitorOwner: key ? visitorOwner(key) : undefined };
  }

  @Post('saved_design/create_blank_design')
  @HttpCode(200)
  async createBlank(
    @Body(new ZodBody(CreateBlankDesignRequest)) body: z.infer<typeof CreateBlankDesignRequest>,
    @CurrentUser() user: Principal | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return ok(await this.designs.createBlank(this.actor(user, req, res), body.width, body.height, body.dimension_units, body.name));
  }

  /**
   * Copies a design template into a new saved design of the caller (visitors too). The template
   * comes from the catalog through its query service; an inactive one is only for admins and
   * designers.
   */
  @Post('design/copy_into_saved_design')
  @HttpCode(200)
  async copyTemplate(
    @Body(new ZodBody(CopyTemplateRequest)) body: z.infer<typeof CopyTemplateRequest>,
    @CurrentUser() user: Principal | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const template = await this.modules.get(CatalogQueries, { strict: false }).design(body.id);
    const author = user?.type === 'admin' || user?.type === 'designer';
    if (!template.active && !author) throw new NotFoundError(DesignMessages.templateNotFound);
    const categoryId = body.category_id ?? template.categories[0]?._id;
    return ok(await this.designs.createFromTemplate(this.actor(user, req, res), { id: template._id, name: template.name, design_file: template.design_file }, categoryId));
  }

  @Post('saved_design/create_from_json')
  @HttpCode(200)
  async createFromJson(
    @Body(new ZodBody(CreateFromJsonRequest)) body: z.infer<typeof CreateFromJsonRequest>,
    @CurrentUser() user: Principal | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return ok(await this.designs.createFromJson(this.actor(user, req, res), body.design_file, body.name));
  }

  @Post('saved_design/clone_saved_design')
  @HttpCode(200)
  async clone(
    @Body(new ZodBody(CloneDesignRequest)) body: z.infer<typeof CloneDesignRequest>,
    @CurrentUser() user: Principal | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return ok(await this.designs.clone(this.actor(user, req, res), body.saved_design_id, body.name_append, body.design_file));
  }

  @Post('saved_design/get')
  @HttpCode(200)
  async get(@Body(new ZodBody(GetDesignsRequest)) body: z.infer<typeof GetDesignsRequest>, @CurrentUser() user: Principal | null, @Req() req: Request) {
    return ok(await this.designs.getMany(this.actor(user, req), body.ids));
  }

  @Post('saved_design/get_one')
  @HttpCode(200)
  async getOne(@Body(new ZodBody(GetOneDesignRequest)) body: z.infer<typeof GetOneDesignRequest>, @CurrentUser() user: Principal | null, @Req() req: Request) {
    return ok(await this.designs.getOne(this.actor(user, req), body.id));
  }

  @Post('saved_design/update')
  @HttpCode(200)
  async rename(@Body(new ZodBody(RenameDesignRequest)) body: z.infer<typeof RenameDesignRequest>, @CurrentUser() user: Principal | null, @Req() req: Request) {
    return ok(await this.designs.rename(this.actor(user, req), body.id, body.name));
  }

  @Post('saved_design/update_thumbnail')
  @HttpCode(200)
  async updateThumbnail(
    @Body(new ZodBody(UpdateThumbnailRequest)) body: z.infer<typeof UpdateThumbnailRequest>,
    @CurrentUser() user: Principal | null,
    @Req() req: Request,
  ) {
    return ok(await this.designs.updateThumbnail(this.actor(user, req), body.id, body.thumbnail_data));
  }

  @Post('saved_design/delete')
  @HttpCode(200)
  async delete(@Body(new ZodBody(DeleteDesignsRequest)) body: z.infer<typeof DeleteDesignsRequest>, @CurrentUser() user: Principal | null, @Req() req: Request) {
    return ok(await this.designs.delete(this.actor(user, req), Array.isArray(body.id) ? body.id : [body.id]));
  }

  @Post('saved_design/save')
  @HttpCode(200)
  async save(@Body(new ZodBody(SaveDesignRequest)) body: z.infer<typeof SaveDesignRequest>, @CurrentUser() user: Principal | null, @Req() req: Request) {
    return ok(await this.designs.save(this.actor(user, req), body.id, body.version, body.design_file));
  }

  @Post('saved_design/claim')
  @HttpCode(200)
  @Authenticated()
  async claim(@Body(new ZodBody(ClaimDesignRequest)) body: z.infer<typeof ClaimDesignRequest>, @CurrentUser() user: Principal, @Req() req: Request) {
    return ok(await this.designs.claim(this.actor(user, req), body.design_id));
  }

  @Post('user/fetch_owned_designs')
  @HttpCode(200)
  @Authenticated()
  async fetchOwnedPost(@CurrentUser() user: Principal, @Req() req: Request) {
    return ok(await this.designs.listOwned(this.actor(user, req)));
  }

  @Get('user/fetch_owned_designs')
  @Authenticated()
  async fetchOwnedGet(@CurrentUser() user: Principal, @Req() req: Request) {
    return ok(await this.designs.listOwned(this.actor(user, req)));
  }
}
