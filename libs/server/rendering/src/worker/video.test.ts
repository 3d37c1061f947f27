// The MP4 export's frames are the renderer's: a frame taken from the video at t matches the
// scene's frameAt(t) drawn by the Node renderer (within H.264's loss).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DesignFile } from '@dm/contracts';
import { frameAt, newCanvas, nodeCanvasFactory, renderPage } from '@dm/scene/node';
import { runRenderTask } from './render-task.js';

const design = {
  schemaVersion: 1, id: 'v', width: 320, height: 240,
  pages: [{
    id: 'p', groups: [], background_color: '#fdf6e3', background_image: null, animation_duration: 2, animation: null,
    objects: {
      box: { id: 'box', type: 'box', layer_index: 0, parent: null, position: { x: 40, y: 60 }, width: 240, height: 120, rotation: 0, opacity: 1, locked: false, animation: { name: 'slide-left' }, box_details: { color: '#268bd2', radius: 12 } },
    },
  }, {
    id: 'q', groups: [], background_color: '#073642', background_image: null, animation_duration: 1, animation: { name: 'page-fade' },
    objects: { dot: { id: 'dot', type: 'box', layer_index: 0, parent: null, position: { x: 120, y: 80 }, width: 80, height: 80, rotation: 0, opacity: 1, locked: false, box_details: { color: '#cb4b16', radius: 40 } } },
  }],
} as unknown as DesignFile;

describe('MP4 export', () => {
  it('encodes H.264 at 30 fps for the pages\' total duration, each frame the renderer\'s at its time', async () => {
    const r = await runRenderTask({ id: 'v', type: 'mp4', design, page: 0 });
    if (!r.ok) throw new Error(r.error);
    const dir = mkdtempSync(join(tmpdir(), 'dm-video-test-'));
    try {
      const file = join(dir, 'v.mp4');
      writeFileSync(file, r.bytes);
      const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height,nb_frames:format=duration', '-of', 'json', file]).toString());
      expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 320, height: 240, nb_frames: '90' });
      expect(Number(probe.format.duration)).toBeCloseTo(3, 1);
      for (const frame of [4, 12, 70]) {
        // frame i shows time (i + 0.5) / 30
        const png = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${frame})`, '-vframes', '1', '-f', 'image2pipe', '-vcodec', 'png', '-']);
        const video = await sharp(png).removeAlpha().raw().toBuffer();
        const f = frameAt(design, (frame + 0.5) / 30);
        const canvas = newCanvas(320, 240);
        renderPage(canvas.getContext('2d') as never, f.page, { images: new Map(), missing: [], cache: new Map() }, { width: 320, height: 240, createCanvas: nodeCanvasFactory, effects: f.effects });
        const expected = await sharp(await canvas.encode('png')).removeAlpha().raw().toBuffer();
        let sum = 0;
        for (let i = 0; i < video.length; i++) sum += Math.abs(video[i] - expected[i]);
        expect(sum / video.length).toBeLessThan(4);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
