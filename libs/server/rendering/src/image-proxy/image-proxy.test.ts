import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress } from './address-policy.js';
import { ImageProxy } from './image-proxy.service.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('image proxy address policy', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1'])(
    'refuses %s',
    (a) => expect(isPublicAddress(a)).toBe(false),
  );
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111'])('allows %s', (a) => expect(isPublicAddress(a)).toBe(true));
});

describe('image proxy', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/pixel.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
      if (req.url === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096));
      if (req.url === '/hop') return res.writeHead(302, { location: '/pixel.png' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('never reaches a private address unless told to', async () => {
    await expect(new ImageProxy().fetch(`${base}/pixel.png`)).rejects.toMatchObject({ status: 403, message: 'That image address points inside a private network and cannot be fetched.' });
    await expect(new ImageProxy().fetch(`http://localhost:${new URL(base).port}/pixel.png`)).rejects.toMatchObject({ status: 403 });
  });

  it('passes an image through, following redirects hop by hop', async () => {
    const proxy = new ImageProxy({ allowPrivate: true });
    expect(await proxy.fetch(`${base}/pixel.png`)).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect((await proxy.fetch(`${base}/hop`)).bytes).toEqual(PNG);
    await expect(proxy.fetch(`${base}/loop`)).rejects.toMatchObject({ status: 400, message: 'That image address redirects too many times.' });
  });

  it('refuses what is not an image, too large, missing, or not an http link', async () => {
    const proxy = new ImageProxy({ allowPrivate: true, maxBytes: 1024 * 1024 });
    await expect(proxy.fetch(`${base}/page.html`)).rejects.toMatchObject({ status: 400 });
    await expect(new ImageProxy({ allowPrivate: true, maxBytes: 1000 }).fetch(`${base}/huge.png`)).rejects.toMatchObject({ status: 413 });
    await expect(proxy.fetch(`${base}/gone.png`)).rejects.toMatchObject({ status: 404, message: 'The image could not be fetched (the other site answered 404).' });
    for (const bad of [undefined, '', 'not a url', 'ftp://example.com/a.png', 'file:///etc/passwd', 'http://user:pw@example.com/a.png']) {
      await expect(proxy.fetch(bad)).rejects.toMatchObject({ status: 400, message: 'The image address must be a full http or https link.' });
    }
  });
});

describe('address policy unwraps IPv4 embedded in IPv6 before judging it', () => {
  it.each([
    '::ffff:7f00:1', '[::ffff:127.0.0.1]', '::7f00:1', '::127.0.0.1', '::a00:1', '64:ff9b::7f00:1', '64:ff9b::10.0.0.1',
    '2002:7f00:1::', '2002:c0a8:101::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '64:ff9b:1::a00:1', 'fe80::1%eth0',
    '::ffff:169.254.169.254', '127.1', '0x7f000001', '2130706433', '255.255.255.255', '192.0.0.8', '2001:db8::1',
  ])('refuses %s', (a) => expect(isPublicAddress(a)).toBe(false));
  it.each(['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '1.1.1.1'])('allows %s', (a) => expect(isPublicAddress(a)).toBe(true));
});
