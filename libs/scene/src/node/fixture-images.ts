// Fixture images made by code (tests, parity, benchmarks): PNG data URLs drawn with @napi-rs/canvas
// and an SVG icon. The same URLs are handed to the browser, so both sides decode the same bytes.
import { createCanvas } from '@napi-rs/canvas';
import type { FixtureImages } from '../testing/fixture-designs.js';

function pngUrl(w: number, h: number, draw: (c: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): string {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  draw(ctx);
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

export function fixtureImages(): FixtureImages {
  const photo = pngUrl(640, 427, (c) => {
    const g = c.createLinearGradient(0, 0, 640, 427);
    g.addColorStop(0, '#ff9f1c');
    g.addColorStop(0.5, '#e71d36');
    g.addColorStop(1, '#2ec4b6');
    c.fillStyle = g;
    c.fillRect(0, 0, 640, 427);
    const r = c.createRadialGradient(420, 180, 10, 420, 180, 160);
    r.addColorStop(0, 'rgba(255,255,255,0.9)');
    r.addColorStop(1, 'rgba(255,255,255,0)');
    c.fillStyle = r;
    c.fillRect(0, 0, 640, 427);
    c.fillStyle = '#011627';
    c.beginPath();
    c.ellipse(220, 250, 120, 150, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#fdfffc';
    c.fillRect(40, 40, 80, 80);
  });
  const photo2 = pngUrl(400, 400, (c) => {
    const g = c.createLinearGradient(0, 400, 400, 0);
    g.addColorStop(0, '#3a0ca3');
    g.addColorStop(1, '#4cc9f0');
    c.fillStyle = g;
    c.fillRect(0, 0, 400, 400);
    c.fillStyle = '#f72585';
    c.beginPath();
    c.arc(200, 200, 110, 0, Math.PI * 2);
    c.fill();
  });
  const cutout = pngUrl(640, 427, (c) => {
    c.fillStyle = '#ffffff';
    c.beginPath();
    c.ellipse(220, 250, 130, 160, 0, 0, Math.PI * 2);
    c.fill();
    c.fillRect(30, 30, 100, 100);
  });
  const frameMask = pngUrl(300, 300, (c) => {
    c.fillStyle = '#000000';
    c.beginPath();
    for (let i = 0; i < 12; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 6;
      const k = i % 2 === 0 ? 148 : 80;
      c.lineTo(150 + Math.cos(a) * k, 150 + Math.sin(a) * k);
    }
    c.closePath();
    c.fill();
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">`
    + `<circle cx="50" cy="50" r="45" fill="#ff0000"/><rect x="25" y="25" width="50" height="50" fill="#00FF00"/>`
    + `<polygon points="50,30 70,70 30,70" fill="#0000ff"/></svg>`;
  const icon = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return { photo, photo2, cutout, frameMask, icon };
}
