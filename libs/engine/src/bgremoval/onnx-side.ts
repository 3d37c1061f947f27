// Re-targets ISNet's ONNX graph from its exported 1024 x 1024 input to a smaller square side.
// The export baked every upsampling size in as a constant (Resize sizes = Concat(batch and
// channels from Shape, Constant [h, w])) and declared static shapes for every tensor; the
// convolutions themselves work at any size. This edits the protobuf bytes in place: the graph
// input's and outputs' 1024 dims and those constants are scaled by side / 1024 (same byte
// lengths: varints keep their byte count and int64 raw data its 8 bytes; the graph's other outputs,
// the network's side outputs, scale the same way), and the static shape hints (value_info) are
// renamed to a reserved field number the runtime skips, so it infers shapes from the new input.
// A minimal protobuf walker, no dependency: only the fields below are read.

/** Wire types. */
const VARINT = 0;
const I64 = 1;
const LEN = 2;
const I32 = 5;

interface Field {
  no: number;
  wire: number;
  /** Offset of the tag byte(s). */
  tag: number;
  /** Payload start and end (for LEN: the bytes; for VARINT: the varint). */
  start: number;
  end: number;
}

function varint(b: Uint8Array, at: number): [number, number] {
  let v = 0;
  let mul = 1;
  for (;;) {
    const byte = b[at++];
    v += (byte & 0x7f) * mul;
    if (byte < 0x80) return [v, at];
    mul *= 128;
  }
}

function* fields(b: Uint8Array, start: number, end: number): Generator<Field> {
  let at = start;
  while (at < end) {
    const tag = at;
    const [key, p] = varint(b, at);
    const no = Math.floor(key / 8);
    const wire = key & 7;
    let s = p;
    let e: number;
    if (wire === VARINT) e = varint(b, p)[1];
    else if (wire === I64) e = p + 8;
    else if (wire === I32) e = p + 4;
    else if (wire === LEN) {
      const [len, q] = varint(b, p);
      s = q;
      e = q + len;
    } else throw new Error(`onnx: unsupported wire type ${wire} at ${tag}`);
    yield { no, wire, tag, start: s, end: e };
    at = e;
  }
}

const text = (b: Uint8Array, f: Field) => new TextDecoder().decode(b.subarray(f.start, f.end));

/** A two-byte varint in place (0..16383; below 128 in the valid, non-minimal two-byte form). */
function putVarint2(b: Uint8Array, f: Field, v: number): void {
  if (f.end - f.start !== 2 || v < 0 || v > 16383) throw new Error(`onnx: cannot rewrite a dim to ${v} in place`);
  b[f.start] = (v & 0x7f) | 0x80;
  b[f.start + 1] = v >> 7;
}

/** Scales the spatial dims (3rd and 4th) of a ValueInfoProto's tensor shape by to / from. */
function retargetValueInfo(b: Uint8Array, vi: Field, from: number, to: number): number {
  let n = 0;
  for (const t of fields(b, vi.start, vi.end)) if (t.no === 2 && t.wire === LEN) // type
    for (const tt of fields(b, t.start, t.end)) if (tt.no === 1 && tt.wire === LEN) // tensor_type
      for (const sh of fields(b, tt.start, tt.end)) if (sh.no === 2 && sh.wire === LEN) { // shape
        let k = 0;
        for (const d of fields(b, sh.start, sh.end)) if (d.no === 1 && d.wire === LEN && k++ >= 2) // dim
          for (const dv of fields(b, d.start, d.end)) if (dv.no === 1 && dv.wire === VARINT) {
            const v = varint(b, dv.start)[0];
            if ((v * to) % from) throw new Error(`onnx: dim ${v} does not scale to side ${to}`);
            const next = (v * to) / from;
            if (dv.end - dv.start === 1 && v < 128 && next < 128) b[dv.start] = next;
            else putVarint2(b, dv, next);
            n++;
          }
      }
  return n;
}

interface NodeInfo {
  op: string;
  inputs: string[];
  outputs: string[];
  /** For Constant nodes: the raw int64 payload of their tensor. */
  raw?: Field;
}

function readNode(b: Uint8Array, f: Field): NodeInfo {
  const node: NodeInfo = { op: '', inputs: [], outputs: [] };
  for (const x of fields(b, f.start, f.end)) {
    if (x.wire !== LEN) continue;
    if (x.no === 1) node.inputs.push(text(b, x));
    else if (x.no === 2) node.outputs.push(text(b, x));
    else if (x.no === 4) node.op = text(b, x);
    else if (x.no === 5) {
      for (const a of fields(b, x.start, x.end)) if (a.no === 5 && a.wire === LEN) // AttributeProto.t
        for (const t of fields(b, a.start, a.end)) if (t.no === 9 && t.wire === LEN) node.raw = t; // TensorProto.raw_data
    }
  }
  return node;
}

/** A copy of the ISNet model `bytes` taking a side x side input (side a multiple of 64, < 1024). */
export function retargetIsnet(bytes: Uint8Array, side: number, from = 1024): Uint8Array {
  if (side === from) return bytes;
  if (side % 64 || side < 128 || side > from) throw new Error(`onnx: side ${side} must be a multiple of 64 from 128 to ${from}`);
  const b = new Uint8Array(bytes);
  const graph = [...fields(b, 0, b.length)].find((f) => f.no === 7 && f.wire === LEN);
  if (!graph) throw new Error('onnx: no graph');
  const nodes: NodeInfo[] = [];
  let dims = 0;
  for (const f of fields(b, graph.start, graph.end)) {
    if (f.wire !== LEN) continue;
    if (f.no === 1) nodes.push(readNode(b, f));
    else if (f.no === 11 || f.no === 12) dims += retargetValueInfo(b, f, from, side);
    else if (f.no === 13) b[f.tag] = (9 << 3) | LEN; // value_info -> reserved field 9: skipped
  }
  // the constants that give Resize its output size: Resize(x, roi, scales, Concat(..., Constant))
  const producer = new Map<string, NodeInfo>();
  for (const n of nodes) for (const o of n.outputs) producer.set(o, n);
  let sizes = 0;
  const done = new Set<NodeInfo>();
  for (const n of nodes) {
    if (n.op !== 'Resize' || !n.inputs[3]) continue;
    const concat = producer.get(n.inputs[3]);
    if (concat?.op !== 'Concat') throw new Error('onnx: a Resize size that is not a Concat');
    for (const i of concat.inputs) {
      const c = producer.get(i);
      if (c?.op !== 'Constant' || !c.raw || done.has(c)) continue;
      const r = c.raw;
      const view = new DataView(b.buffer, b.byteOffset + r.start, r.end - r.start);
      for (let k = 0; k < view.byteLength; k += 8) {
        const v = Number(view.getBigInt64(k, true));
        if ((v * side) % from) throw new Error(`onnx: size ${v} does not scale to side ${side}`);
        view.setBigInt64(k, BigInt((v * side) / from), true);
      }
      done.add(c);
      sizes++;
    }
  }
  if (!dims || !sizes) throw new Error('onnx: not an ISNet graph (nothing to retarget)');
  return b;
}
