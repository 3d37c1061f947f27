import { DomainError, ValidationError } from '@dm/platform';
import { GuardedFetcher, GuardedFetchError, type FetchedImage, type GuardedFetchOptions } from './guarded-fetch.js';

export type ImageProxyOptions = GuardedFetchOptions;
export type ProxiedImage = FetchedImage;

/**
 * `GET /api/image_proxy?src=`: a remote image for the canvas, so pixels from other sites can be
 * drawn and exported without tainting it. The guarded fetcher decides; its refusals become answers.
 */
export class ImageProxy {
  private readonly fetcher: GuardedFetcher;

  constructor(options: ImageProxyOptions = {}) {
    this.fetcher = new GuardedFetcher(options);
  }

  async fetch(src: string | undefined): Promise<ProxiedImage> {
    try {
      return await this.fetcher.fetch(src);
    } catch (e) {
      if (!(e instanceof GuardedFetchError)) throw e;
      throw e.status === 400 ? new ValidationError(e.message, 'src') : new DomainError(e.message, e.status);
    }
  }
}
