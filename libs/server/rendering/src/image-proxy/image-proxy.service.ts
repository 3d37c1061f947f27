import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Messages } from '@dm/contracts';
import { DomainError, ForbiddenError, PayloadTooLargeError, ValidationError } from '@dm/platform';
import { isPublicAddress } from './address-policy.js';

export interface ImageProxyOptions {
  /** Let the proxy reach private and loopback addresses (tests, closed networks). Default false. */
  allowPrivate?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface ProxiedImage {
  bytes: Buffer;
  contentType: string;
}

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|svg\+xml|avif|bmp)$/;

/**
 * Fetches a remote image for the canvas (`GET /api/image_proxy?src=`), so pixels from other sites
 * can be drawn and exported without tainting the canvas. Only http(s), only public addresses
 * (checked on the address actually connected to, so DNS rebinding cannot slip through), only
 * images, at most `maxBytes`, redirects re-checked hop by hop.
 */
export class ImageProxy {
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;

  constructor(private readonly options: ImageProxyOptions = {}) {
    this.maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRedirects = options.maxRedirects ?? 3;
  }

  async fetch(src: string | undefined): Promise<ProxiedImage> {
    let url = this.parse(src);
    for (let hop = 0; ; hop++) {
      const answer = await this.get(url);
      if ('redirect' in answer) {
        if (hop >= this.maxRedirects) throw new ValidationError(Messages.imageProxyTooManyRedirects, 'src');
        url = this.parse(new URL(answer.redirect, url).href);
        continue;
      }
      return answer;
    }
  }

  private parse(src: string | undefined): URL {
    if (!src) throw new ValidationError(Messages.imageProxyBadUrl, 'src');
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      throw new ValidationError(Messages.imageProxyBadUrl, 'src');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ValidationError(Messages.imageProxyBadUrl, 'src');
    if (url.username || url.password) throw new ValidationError(Messages.imageProxyBadUrl, 'src');
    // an address literal is connected to without a lookup, so it is checked here
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !this.options.allowPrivate && !isPublicAddress(literal)) throw new ForbiddenError(Messages.imageProxyForbiddenHost);
    return url;
  }

  /** Resolves the host and refuses non-public addresses at connect time. */
  private readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { all: true }).then(
      (addresses) => {
        const allowed = this.options.allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
        if (!allowed.length) return callback(new ForbiddenError(Messages.imageProxyForbiddenHost), '', 4);
        const first = allowed[0];
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
        callback(null, first.address, first.family);
      },
      (err) => callback(err, '', 4),
    );
  };

  private get(url: URL): Promise<ProxiedImage | { redirect: string }> {
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.get(url, { lookup: this.guardedLookup, timeout: this.timeoutMs, headers: { accept: 'image/*', 'user-agent': 'Designmaker-image-proxy' } }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new DomainError(Messages.imageProxyUpstream(status), 404));
        }
        const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (!IMAGE_TYPES.test(contentType)) {
          res.resume();
          return reject(new ValidationError(Messages.imageProxyNotImage, 'src'));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > this.maxBytes) {
          res.destroy();
          return reject(new PayloadTooLargeError(Messages.imageProxyTooLarge(this.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > this.maxBytes) {
            res.destroy();
            reject(new PayloadTooLargeError(Messages.imageProxyTooLarge(this.maxBytes)));
          } else chunks.push(c);
        });
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), contentType }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new DomainError(Messages.imageProxyTimeout, 404)));
      req.on('error', (err) => reject(err instanceof DomainError ? err : new DomainError(Messages.imageProxyUnreachable, 404)));
    });
  }
}
