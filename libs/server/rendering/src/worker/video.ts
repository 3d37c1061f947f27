// MP4 export: the Node renderer's frames (30 fps, the scene's frameAt) piped as raw RGBA into
// Debian's ffmpeg (H.264 in MP4, yuv420p, the design's size rounded to even).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignFile } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { type AssetLoader, renderVideoFrames } from '@dm/scene/node';

export const VIDEO_FPS = 30;
export const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

export async function encodeMp4(design: DesignFile, opts: { scale: number; engine?: Engine; loader: AssetLoader; watermark?: ReadonlySet<string>; ffmpeg?: string }): Promise<{ bytes: Uint8Array; width: number; height: number; warnings: string[] }> {
  const width = even(design.width * opts.scale), height = even(design.height * opts.scale);
  const dir = mkdtempSync(join(tmpdir(), 'dm-mp4-'));
  const out = join(dir, 'out.mp4');
  try {
    const ff = spawn(opts.ffmpeg ?? 'ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(VIDEO_FPS), '-i', '-',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-r', String(VIDEO_FPS), '-y', out,
    ], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    ff.stderr.on('data', (d: Buffer) => { stderr += d.toString().slice(0, 2000); });
    const exited = new Promise<number>((ok, fail) => { ff.on('error', fail); ff.on('close', (code) => ok(code ?? 1)); });
    let broken: Error | null = null;
    ff.stdin.on('error', (e) => { broken = e; });
    const { warnings } = await renderVideoFrames(design, VIDEO_FPS, { ...opts, width, height }, (rgba) => new Promise<void>((ok, fail) => {
      if (broken) { fail(broken); return; }
      if (ff.stdin.write(rgba)) ok();
      else ff.stdin.once('drain', ok);
    }));
    ff.stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.trim().slice(0, 300)}`);
    return { bytes: new Uint8Array(readFileSync(out)), width, height, warnings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
