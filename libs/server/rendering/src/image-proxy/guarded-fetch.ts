import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Messages } from '@dm/contracts';
import { isPublicAddress } from './address-policy.js';

export interface GuardedFetchOptions {
  /** Let the proxy reach private and loopback addresses (tests, closed networks). Default false. */
  allowPrivate?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
}

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|svg\+xml|avif|bmp)$/;

/** Why a guarded fetch refused or failed, with the HTTP status that fits it. */
export class GuardedFetchError extends Error {
  constructor(message: string, readonly status: 400 | 403 | 404 | 413) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}
const ValidationError = class extends GuardedFetchError {
  constructor(message: string, _field?: string) {
    super(message, 400);
  }
};
const ForbiddenError = class extends GuardedFetchError {
  constructor(message: string) {
    super(message, 403);
  }
};
const PayloadTooLargeError = class extends GuardedFetchError {
  constructor(message: string) {
    super(message, 413);
  }
};
const DomainError = GuardedFetchError;

/**
 * The one way the server fetches a remote image (the image proxy, renders, thumbnails, exports).
 * Only http(s), only public addresses (IPv4 embedded in IPv6 unwrapped first; checked for
 * literals and on every address actually connected to, so DNS rebinding cannot slip through, and
 * again after each redirect), only images, at most `maxBytes`. Free of Nest and the database, so
 * the render workers use it too.
 */
export class GuardedFetcher {
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;

  constructor(private readonly options: GuardedFetchOptions = {}) {
    this.maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRedirects = options.maxRedirects ?? 3;
  }

  async fetch(src: string | undefined): Promise<FetchedImage> {
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

  private get(url: URL): Promise<FetchedImage | { redirect: string }> {
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
      req.on('error', (err) => reject(err instanceof GuardedFetchError ? err : new DomainError(Messages.imageProxyUnreachable, 404)));
    });
  }
}
