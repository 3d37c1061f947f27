// PNG encoding for exports: libvips (sharp) with zlib at level 6 and no adaptive filtering is
// about 3x faster than the canvas's own encoder for a 1080x1080 page (which filters every row
// adaptively at zlib's default), for files about 8% larger. Opaque pages are written as RGB.
import sharp from 'sharp';

interface PixelCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

export async function encodePng(canvas: PixelCanvas): Promise<Uint8Array> {
  const { width, height } = canvas;
  const px = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  let opaque = true;
  for (let i = 3; i < px.length; i += 4) {
    if (px[i] !== 255) {
      opaque = false;
      break;
    }
  }
  let image = sharp(Buffer.from(px.buffer, px.byteOffset, px.length), { raw: { width, height, channels: 4 } });
  if (opaque) image = image.removeAlpha();
  return new Uint8Array(await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer());
}
