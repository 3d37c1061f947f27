// folder/*: the photos folder and uploads into it; GET uploads/<file>: an upload's image.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  CreateFolderRequest, ShareFolderRequest, DeleteFolderRequest, DeleteFolderResourceRequest, FolderCalls, FolderGetRequest, MoveDesignRequest, ok, RenameFolderRequest,
  UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UploadFieldsRequest,
} from '@dm/contracts';
import type { z } from 'zod';
import { ValidationError, ZodBody } from '@dm/platform';
import { Authenticated, callerIds, CallerOf, CurrentUser, OptionalUser, type Caller, type Principal } from '@dm/server-identity';
import { readMultipart } from './http/multipart.js';
import { ChangeFolder, GetFolders, GetUploadImage, UploadPhotos } from './folders.messages.js';

@Controller()
export class FoldersController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post(FolderCalls.get)
  @HttpCode(200)
  @Authenticated()
  async get(@Body(new ZodBody(FolderGetRequest)) body: FolderGetRequest, @CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new GetFolders(user.id, body.id, user.email?.toLowerCase())));
  }

  @Post(FolderCalls.uploadFile)
  @HttpCode(200)
  @Authenticated()
  async uploadFile(@Req() req: Request, @CurrentUser() user: Principal) {
    return ok({ resources: await this.upload(req, user, ['file'], 1) });
  }

  @Post(FolderCalls.uploadMultiple)
  @HttpCode(200)
  @Authenticated()
  async uploadMultiple(@Req() req: Request, @CurrentUser() user: Principal) {
    return ok({ resources: await this.upload(req, user, ['file'], UPLOAD_MAX_FILES) });
  }

  @Post(FolderCalls.uploadImage)
  @HttpCode(200)
  @Authenticated()
  async uploadImage(@Req() req: Request, @CurrentUser() user: Principal) {
    return ok({ resources: await this.upload(req, user, ['image'], UPLOAD_MAX_FILES) });
  }

  @Post(FolderCalls.uploadMask)
  @HttpCode(200)
  @Authenticated()
  async uploadMask(@Req() req: Request, @CurrentUser() user: Principal) {
    const body = await readMultipart(req, { fileFields: ['file'], maxFiles: 1, maxFileBytes: UPLOAD_MAX_BYTES });
    return ok({ resources: await this.commands.execute(new UploadPhotos(user.id, undefined, body.files, 'mask')) });
  }

  @Get(`${FolderCalls.uploads}/:file`)
  @OptionalUser()
  async image(@Param('file') file: string, @CallerOf() caller: Caller, @Res() res: Response) {
    const { bytes, mime } = await this.queries.execute(new GetUploadImage(callerIds(caller), file, caller.email));
    res.setHeader('content-type', mime);
    // content-addressed: the bytes under a name never change; private to who may see them
    res.setHeader('cache-control', 'private, max-age=31536000, immutable');
    res.setHeader('etag', `"${file.split('.')[0].slice(0, 32)}"`);
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(bytes);
  }

  private async upload(req: Request, user: Principal, fileFields: string[], maxFiles: number) {
    const body = await readMultipart(req, { fileFields, maxFiles, maxFileBytes: UPLOAD_MAX_BYTES });
    const fields = UploadFieldsRequest.safeParse(body.fields);
    if (!fields.success) {
      const issue = fields.error.issues[0];
      throw new ValidationError(`${issue.path.join('.') || 'body'}: ${issue.message}`, String(issue.path[0] ?? 'body'));
    }
    return this.commands.execute(new UploadPhotos(user.id, fields.data.folder_id ?? fields.data.folderId, body.files, undefined, user.email?.toLowerCase()));
  }

  // ---- folders (library §7) ----

  @Post(FolderCalls.create)
  @HttpCode(200)
  @Authenticated()
  async create(@Body(new ZodBody(CreateFolderRequest)) body: z.infer<typeof CreateFolderRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('create', user.id, body.folder_name, body.folder_type)));
  }

  @Post(FolderCalls.rename)
  @HttpCode(200)
  @Authenticated()
  async rename(@Body(new ZodBody(RenameFolderRequest)) body: z.infer<typeof RenameFolderRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('rename', user.id, body.folder_id, body.new_name)));
  }

  @Post(FolderCalls.delete)
  @HttpCode(200)
  @Authenticated()
  async delete(@Body(new ZodBody(DeleteFolderRequest)) body: z.infer<typeof DeleteFolderRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('delete', user.id, body.folder_id)));
  }

  @Post(FolderCalls.deleteResource)
  @HttpCode(200)
  @Authenticated()
  async deleteResource(@Body(new ZodBody(DeleteFolderResourceRequest)) body: z.infer<typeof DeleteFolderResourceRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('removeResource', user.id, body.folder_id, body.resource)));
  }

  @Post(FolderCalls.moveDesign)
  @HttpCode(200)
  @Authenticated()
  async moveDesign(@Body(new ZodBody(MoveDesignRequest)) body: z.infer<typeof MoveDesignRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('moveDesign', user.id, body.folder_id, body.design_id, user.email?.toLowerCase())));
  }

  @Post(FolderCalls.share)
  @HttpCode(200)
  @Authenticated()
  async share(@Body(new ZodBody(ShareFolderRequest)) body: z.infer<typeof ShareFolderRequest>, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new ChangeFolder('share', user.id, user.email, body.folder_id, body.emails, body.role)));
  }
}
