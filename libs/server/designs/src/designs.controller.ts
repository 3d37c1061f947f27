import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ClaimDesignRequest, CloneDesignRequest, CopyTemplateRequest, CreateBlankDesignRequest, CreateFromJsonRequest, DeleteDesignsRequest,
  GetDesignsRequest, GetOneDesignRequest, ok, RenameDesignRequest, SaveDesignRequest, UpdateThumbnailRequest,
  AlterLinkSharingRequest, BulkSaveRequest, CheckPermissionRequest, DesignCalls, FetchSharedPermissionsRequest, ShareDesignRequest,
} from '@dm/contracts';
import { ZodBody } from '@dm/platform';
import { Authenticated, CallerOf, CreatorOf, CurrentUser, OptionalUser, VISITOR_COOKIE, type Principal } from '@dm/server-identity';
import type { z } from 'zod';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Actor } from './commands/designs.service.js';
import {
  ClaimDesign, CloneDesign, CopyTemplateIntoDesign, CreateBlankDesign, CreateDesignFromJson, DeleteDesigns, GetDesignAnswer, GetDesigns,
  BulkSaveDesigns, ListOwnedDesigns, RenameDesign, SaveDesign, UpdateDesignThumbnail, ShareDesign, AlterLinkSharing, CheckPermission, ListSharedDesigns,
} from './designs.messages.js';

/** `@Caller()`: who is calling (reads only). */
const Caller = CallerOf;
/** `@Creator()`: who is calling, with a visitor key made for a visitor who has none (calls that create). */
const Creator = CreatorOf;
export { VISITOR_COOKIE };

@Controller()
@OptionalUser()
export class DesignsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post('saved_design/create_blank_design')
  @HttpCode(200)
  async createBlank(
    @Body(new ZodBody(CreateBlankDesignRequest)) body: z.infer<typeof CreateBlankDesignRequest>,
    @Creator() actor: Actor,
  ) {
    return ok(await this.commands.execute(new CreateBlankDesign(actor, body.width, body.height, body.dimension_units, body.name)));
  }

  /** Copies a design template into a new saved design of the caller (visitors too). */
  @Post('design/copy_into_saved_design')
  @HttpCode(200)
  async copyTemplate(
    @Body(new ZodBody(CopyTemplateRequest)) body: z.infer<typeof CopyTemplateRequest>,
    @Creator() actor: Actor,
    @CurrentUser() user: Principal | null,
  ) {
    return ok(await this.commands.execute(new CopyTemplateIntoDesign(actor, user, body.id, body.category_id)));
  }

  @Post('saved_design/create_from_json')
  @HttpCode(200)
  async createFromJson(
    @Body(new ZodBody(CreateFromJsonRequest)) body: z.infer<typeof CreateFromJsonRequest>,
    @Creator() actor: Actor,
  ) {
    return ok(await this.commands.execute(new CreateDesignFromJson(actor, body.design_file, body.name)));
  }

  /** Bulk edit: the designs generated from one design, saved into a folder in one transaction. */
  @Post(DesignCalls.bulkSave)
  @HttpCode(200)
  @Authenticated()
  async bulkSave(@Body(new ZodBody(BulkSaveRequest)) body: z.infer<typeof BulkSaveRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new BulkSaveDesigns(actor, body.original_save_id, body.folderId, body.designs)));
  }

  @Post('saved_design/clone_saved_design')
  @HttpCode(200)
  async clone(
    @Body(new ZodBody(CloneDesignRequest)) body: z.infer<typeof CloneDesignRequest>,
    @Creator() actor: Actor,
  ) {
    return ok(await this.commands.execute(new CloneDesign(actor, body.saved_design_id, body.name_append, body.design_file)));
  }

  @Post('saved_design/get')
  @HttpCode(200)
  async get(@Body(new ZodBody(GetDesignsRequest)) body: z.infer<typeof GetDesignsRequest>, @Caller() actor: Actor) {
    return ok(await this.queries.execute(new GetDesigns(actor, body.ids)));
  }

  /** One design with its document (sent as the text the server keeps, see DesignsService.getOneAnswer). */
  @Post('saved_design/get_one')
  @HttpCode(200)
  async getOne(@Body(new ZodBody(GetOneDesignRequest)) body: z.infer<typeof GetOneDesignRequest>, @Caller() actor: Actor, @Res() res: Response) {
    sendJson(res, await this.queries.execute(new GetDesignAnswer(actor, body.id)));
  }

  /**
   * The same read as GET ?id= (the same rights): the editor's page preloads it while its scripts
   * load (serveWeb adds the link), and the editor asks for it so. Never stored by a cache.
   */
  @Get('saved_design/get_one')
  async getOneByLink(@Query(new ZodBody(GetOneDesignRequest)) query: z.infer<typeof GetOneDesignRequest>, @Caller() actor: Actor, @Res() res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, await this.queries.execute(new GetDesignAnswer(actor, query.id)));
  }

  @Post('saved_design/update')
  @HttpCode(200)
  async rename(@Body(new ZodBody(RenameDesignRequest)) body: z.infer<typeof RenameDesignRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new RenameDesign(actor, body.id, body.name)));
  }

  @Post('saved_design/update_thumbnail')
  @HttpCode(200)
  async updateThumbnail(
    @Body(new ZodBody(UpdateThumbnailRequest)) body: z.infer<typeof UpdateThumbnailRequest>,
    @Caller() actor: Actor,
  ) {
    return ok(await this.commands.execute(new UpdateDesignThumbnail(actor, body.id, body.thumbnail_data)));
  }

  @Post('saved_design/delete')
  @HttpCode(200)
  async delete(@Body(new ZodBody(DeleteDesignsRequest)) body: z.infer<typeof DeleteDesignsRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new DeleteDesigns(actor, Array.isArray(body.id) ? body.id : [body.id])));
  }

  @Post('saved_design/save')
  @HttpCode(200)
  async save(@Body(new ZodBody(SaveDesignRequest)) body: z.infer<typeof SaveDesignRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new SaveDesign(actor, body.id, body.version, body.design_file)));
  }

  @Post('saved_design/claim')
  @HttpCode(200)
  @Authenticated()
  async claim(@Body(new ZodBody(ClaimDesignRequest)) body: z.infer<typeof ClaimDesignRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new ClaimDesign(actor, body.design_id)));
  }

  /** The caller's own designs: a signed-in user's, or the designs a visitor started with their key. */
  @Post('user/fetch_owned_designs')
  @HttpCode(200)
  async fetchOwnedPost(@Caller() actor: Actor) {
    return ok(await this.queries.execute(new ListOwnedDesigns(actor)));
  }

  @Get('user/fetch_owned_designs')
  async fetchOwnedGet(@Caller() actor: Actor) {
    return ok(await this.queries.execute(new ListOwnedDesigns(actor)));
  }

  // ---- sharing (library §7) ----

  @Post(DesignCalls.shareWithEmails)
  @HttpCode(200)
  @Authenticated()
  async share(@Body(new ZodBody(ShareDesignRequest)) body: z.infer<typeof ShareDesignRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new ShareDesign(actor, body.saved_design, body.emails, body.role)));
  }

  @Post(DesignCalls.checkPermission)
  @HttpCode(200)
  @Authenticated()
  async checkPermission(@Body(new ZodBody(CheckPermissionRequest)) body: z.infer<typeof CheckPermissionRequest>, @Caller() actor: Actor) {
    return ok(await this.queries.execute(new CheckPermission(actor, body.saved_design, body.user_email, body.role)));
  }

  @Post(DesignCalls.alterLinkSharing)
  @HttpCode(200)
  @Authenticated()
  async alterLinkSharing(@Body(new ZodBody(AlterLinkSharingRequest)) body: z.infer<typeof AlterLinkSharingRequest>, @Caller() actor: Actor) {
    return ok(await this.commands.execute(new AlterLinkSharing(actor, body.design_id, body.action)));
  }

  @Post(DesignCalls.fetchSharedPermissions)
  @HttpCode(200)
  @Authenticated()
  async fetchShared(@Body(new ZodBody(FetchSharedPermissionsRequest)) _body: z.infer<typeof FetchSharedPermissionsRequest>, @Caller() actor: Actor) {
    return ok(await this.queries.execute(new ListSharedDesigns(actor)));
  }
}

/** A JSON answer already serialised (the envelope included). */
function sendJson(res: Response, json: string): void {
  res.status(200).type('application/json; charset=utf-8').send(Buffer.from(json));
}
