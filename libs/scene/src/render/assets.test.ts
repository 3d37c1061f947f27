import { recolorSvg } from './assets.js';
import { elementShadowFromUi, storedToUi, textShadowFromUi, uiToStored } from './effects.js';
import { withAlpha } from './colour.js';

describe('icon recolouring', () => {
  it('swaps each original colour in long and short form, any case, without chaining', () => {
    const svg = '<rect fill="#FF0000"/><circle fill="#f00"/><path fill="#00ff00"/>';
    const out = recolorSvg(svg, [{ original: '#ff0000', color: '#00ff00' }, { original: '#00ff00', color: '#0000ff' }]);
    expect(out).toBe('<rect fill="#00ff00"/><circle fill="#00ff00"/><path fill="#0000ff"/>');
  });
});

describe('UI-to-stored scales (spec section 9)', () => {
  it('stores strokeSize, r and blur /20, opacity /100, size /10', () => {
    expect(uiToStored('strokeSize', 100)).toBe(5);
    expect(storedToUi('glowOpacity', 0.4)).toBe(40);
    expect(textShadowFromUi({ color: '#808080', r: 40, theta: 116, blur: 60, opacity: 50 })).toEqual({ shadowColor: '#808080', r: 2, theta: 116, blur: 3, opacity: 0.5 });
    expect(elementShadowFromUi({ color: '#000', r: 20, theta: 0, blur: 20, opacity: 100, size: 30 }).size).toBe(3);
  });

  it('writes colours with an alpha for shadows', () => {
    expect(withAlpha('#808080', 0.5)).toBe('rgba(128, 128, 128, 0.5)');
    expect(withAlpha('#0f08', 1)).toBe('rgba(0, 255, 0, 0.5333)');
  });
});
