// render/*: initiate one render or a bulk list, read a render's status, fetch its output.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ok } from '@dm/contracts';
import { ZodBody } from '@dm/platform';
import { CurrentUser, OptionalUser, type Principal } from '@dm/server-identity';
import type { z } from 'zod';
import { renderInitiateBulkRequest, renderInitiateRequest, renderStatusRequest } from './render.contract.js';
import { RenderService } from './render.service.js';

@Controller('render')
@OptionalUser()
export class RenderingController {
  constructor(@Inject(RenderService) private readonly renders: RenderService) {}

  @Post('initiate')
  @HttpCode(200)
  async initiate(@Body(new ZodBody(renderInitiateRequest)) body: z.infer<typeof renderInitiateRequest>, @CurrentUser() user: Principal | null) {
    const [record] = await this.renders.initiate([body], user?.id);
    return ok(record);
  }

  @Post('initiate_bulk')
  @HttpCode(200)
  async initiateBulk(@Body(new ZodBody(renderInitiateBulkRequest)) body: z.infer<typeof renderInitiateBulkRequest>, @CurrentUser() user: Principal | null) {
    return ok(await this.renders.initiate(body.render_data, user?.id));
  }

  @Post('status')
  @HttpCode(200)
  async status(@Body(new ZodBody(renderStatusRequest)) body: z.infer<typeof renderStatusRequest>) {
    return ok(await this.renders.status(body.id));
  }

  @Get('outputs/:file')
  async output(@Param('file') file: string, @Res() res: Response) {
    const { bytes, mime } = await this.renders.output(file);
    res.setHeader('content-type', mime);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.send(bytes);
  }
}
