import { MessageChannel } from 'node:worker_threads';
import { loadEngine } from '../node.js';
import type { Engine } from '../engine.js';
import { EngineClient, chooseRunner } from './client.js';
import { serveEngine } from './host.js';
import { runJobInline } from './inline.js';
import type { EngineJob, EnginePort } from './protocol.js';

function image(width: number, height: number): Uint8ClampedArray {
  const px = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < px.length; i += 4) {
    const p = i / 4;
    px[i] = (p * 7) % 256;
    px[i + 1] = (p * 13) % 256;
    px[i + 2] = (p * 29) % 256;
    px[i + 3] = p % 5 === 0 ? 128 : 255;
  }
  return px;
}

describe('the engine worker protocol', () => {
  let engine: Engine;
  let client: EngineClient;
  let channel: MessageChannel;

  beforeAll(async () => {
    engine = await loadEngine();
    channel = new MessageChannel();
    serveEngine(channel.port1 as unknown as EnginePort, Promise.resolve(engine));
    client = new EngineClient(channel.port2 as unknown as EnginePort);
  });
  afterAll(() => {
    channel.port1.close();
    channel.port2.close();
  });

  it.each<[string, EngineJob]>([
    ['adjust', { op: 'adjust', adjustments: { brightness: 20, contrast: -10, saturation: 40 } }],
    ['filter', { op: 'filter', filter: 'Citrine', intensity: 70 }],
    ['blur', { op: 'blur', sigma: 3 }],
    ['sharpen', { op: 'sharpen', sigma: 1.5, amount: 1 }],
    ['drop shadow', { op: 'dropShadow', settings: { color: '#000000', r: 6, theta: 45, blur: 4, opacity: 0.5, size: 2 } }],
  ])('gives the same pixels for %s as the engine in this thread', async (_name, job) => {
    // setup
    const src = image(96, 64);
    const expected = runJobInline(engine, job, src, 96, 64);
    // action
    const got = await client.run(job, src.slice(), 96, 64);
    // check
    expect([got.width, got.height, got.x, got.y]).toEqual([expected.width, expected.height, expected.x, expected.y]);
    expect(Buffer.from(got.pixels).equals(Buffer.from(expected.pixels))).toBe(true);
  });

  it('moves the pixels instead of copying them', async () => {
    const src = image(32, 32);
    const pending = client.run({ op: 'blur', sigma: 2 }, src, 32, 32);
    expect(src.byteLength).toBe(0); // transferred away
    expect((await pending).pixels.byteLength).toBe(32 * 32 * 4);
  });

  it('answers a bad job with its error and keeps serving', async () => {
    await expect(client.run({ op: 'adjust', adjustments: {} }, image(4, 4), 5, 5)).rejects.toThrow();
    const ok = await client.run({ op: 'adjust', adjustments: { brightness: 10 } }, image(4, 4), 4, 4);
    expect(ok.pixels.byteLength).toBe(64);
    expect(client.inFlight).toBe(0);
  });

  it('sends images over a megapixel to the worker and keeps small ones in the page', () => {
    expect(chooseRunner(4000, 3000)).toBe('worker');
    expect(chooseRunner(800, 600)).toBe('inline');
  });
});
