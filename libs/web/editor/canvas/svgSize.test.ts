import { sizedSvgSource, withIntrinsicSize } from './svgSize';

describe('SVG intrinsic size', () => {
  it('adds width and height from the viewBox, at least 512 on the longer side', () => {
    const out = withIntrinsicSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><path/></svg>');
    expect(out).toContain('<svg width="512" height="256"');
  });

  it('leaves sized SVGs and other sources alone', () => {
    const sized = '<svg width="10" height="10" viewBox="0 0 10 10"></svg>';
    expect(withIntrinsicSize(sized)).toBe(sized);
    expect(sizedSvgSource('/photo.png')).toBe('/photo.png');
  });

  it('rewrites an SVG data URL', () => {
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg viewBox="0 0 24 24"></svg>')}`;
    expect(decodeURIComponent(sizedSvgSource(src).split(',')[1])).toBe('<svg width="512" height="512" viewBox="0 0 24 24"></svg>');
  });
});
