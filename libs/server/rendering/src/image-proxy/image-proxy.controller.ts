import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ImageProxy } from './image-proxy.service.js';

/** GET /api/image_proxy?src={url}: a remote image, for the canvas (spec: library-and-dashboard §7). */
@Controller()
export class ImageProxyController {
  constructor(@Inject(ImageProxy) private readonly proxy: ImageProxy) {}

  @Get('image_proxy')
  async get(@Query('src') src: string | undefined, @Res() res: Response): Promise<void> {
    const image = await this.proxy.fetch(typeof src === 'string' ? src : undefined);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // an SVG from elsewhere must never run script in our origin
    if (image.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.end(image.bytes);
  }
}
