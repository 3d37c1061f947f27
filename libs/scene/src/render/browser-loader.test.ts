import { resolveAssetUrl } from './browser-loader.js';

describe('resolveAssetUrl', () => {
  it('asks the image proxy with the parameter the server reads (src)', () => {
    const url = new URL(resolveAssetUrl('https://images.example.com/a b.jpg', { origin: 'http://localhost:3000' }), 'http://localhost:3000');
    expect(url.pathname).toBe('/api/image_proxy');
    expect(url.searchParams.get('src')).toBe('https://images.example.com/a b.jpg');
    expect(url.searchParams.has('url')).toBe(false);
  });

  it('leaves same-origin, relative and data sources alone', () => {
    expect(resolveAssetUrl('/api/uploads/x.png', { origin: 'http://localhost:3000' })).toBe('/api/uploads/x.png');
    expect(resolveAssetUrl('http://localhost:3000/api/photos/a.jpg', { origin: 'http://localhost:3000' })).toBe('http://localhost:3000/api/photos/a.jpg');
    expect(resolveAssetUrl('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
  });
});
