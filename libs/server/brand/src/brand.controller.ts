// Brand kit calls (editor §7): user/get_brand_kit, user/update_brand_data, user/upload_brand_file,
// user/update_font_uploads, team members, and the brand files.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  BRAND_FONT_MAX_BYTES, BrandCalls, BrandMessages, InviteTeamMemberRequest, ok, RemoveTeamMemberRequest, UpdateBrandDataRequest, UpdateFontUploadsRequest,
} from '@dm/contracts';
import type { z } from 'zod';
import { ValidationError, ZodBody } from '@dm/platform';
import { Authenticated, CurrentUser, type Principal } from '@dm/server-identity';
import { readMultipart } from '@dm/server-folders';
import { BrandCommand, BrandRead } from './brand.messages.js';
import { BRAND_FILES_ROUTE } from './brand.service.js';

@Controller()
export class BrandController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(BrandCalls.getBrandKit)
  @Authenticated()
  async get(@CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new BrandRead('sections', user.id, user.email)));
  }

  @Post(BrandCalls.updateBrandData)
  @HttpCode(200)
  @Authenticated()
  async update(@Body(new ZodBody(UpdateBrandDataRequest)) body: UpdateBrandDataRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new BrandCommand('update', user.id, user.email, body.brand_kit, body.team_id)));
  }

  /** multipart {name, file_type: logo | font, file, team_id?}. */
  @Post(BrandCalls.uploadBrandFile)
  @HttpCode(200)
  @Authenticated()
  async upload(@Req() req: Request, @CurrentUser() user: Principal) {
    const body = await readMultipart(req, { fileFields: ['file'], maxFiles: 1, maxFileBytes: BRAND_FONT_MAX_BYTES });
    const type = body.fields.file_type;
    if (type !== 'logo' && type !== 'font') throw new ValidationError("Invalid value for 'file_type': logo or font", 'file_type');
    const file = body.files[0];
    if (!file) throw new ValidationError(BrandMessages.noFile, 'file');
    const name = (body.fields.name ?? '').trim().slice(0, 120) || undefined;
    return ok(await this.commands.execute(new BrandCommand('upload', user.id, user.email, { name, file_type: type, file: file.bytes, filename: file.name, team_id: body.fields.team_id || undefined })));
  }

  @Post(BrandCalls.updateFontUploads)
  @HttpCode(200)
  @Authenticated()
  async fonts(@Body(new ZodBody(UpdateFontUploadsRequest)) body: UpdateFontUploadsRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new BrandCommand('updateFontUploads', user.id, user.email, body.team_id, body.font_uploads)));
  }

  @Post(BrandCalls.inviteMember)
  @HttpCode(200)
  @Authenticated()
  async invite(@Body(new ZodBody(InviteTeamMemberRequest)) body: InviteTeamMemberRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new BrandCommand('invite', user.id, user.email, body)));
  }

  @Post(BrandCalls.removeMember)
  @HttpCode(200)
  @Authenticated()
  async remove(@Body(new ZodBody(RemoveTeamMemberRequest)) body: z.infer<typeof RemoveTeamMemberRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new BrandCommand('removeMember', user.id, user.email, body)));
  }

  /** Logos and fonts: public under content-hash names (designs shared with others and server renders read them). */
  @Get(`${BRAND_FILES_ROUTE}/:kind/:file`)
  async file(@Param('kind') kind: string, @Param('file') file: string, @Res() res: Response) {
    const { bytes, mime } = await this.queries.execute(new BrandRead('file', kind, file));
    res.setHeader('content-type', mime);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('access-control-allow-origin', '*');
    res.send(bytes);
  }
}
