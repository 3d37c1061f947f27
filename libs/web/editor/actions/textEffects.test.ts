import type { TextElement } from '@dm/contracts';
import { createText, sequentialIds } from '@dm/scene';
import { EditorDriver } from '../testing/EditorDriver';
import { effectsToUi, TEXT_EFFECT_PRESETS } from './textEffects';

const ids = sequentialIds('te');
function setup() {
  const t = createText('Hello', 'heading', { x: 100, y: 100, width: 400, height: 86 }, ids);
  const driver = new EditorDriver({ width: 800, height: 600, elements: [t] });
  driver.select(t.id);
  return { driver, id: t.id };
}
const effects = (d: EditorDriver, id: string) => (d.element(id) as TextElement).text_details.effects;

describe('text effects', () => {
  it("stores the panel's values at the spec's scales, with its defaults", () => {
    const { driver, id } = setup();
    driver.run('setTextEffects', { patch: { stroke: true, strokeSize: 40 } });
    expect(effects(driver, id)).toMatchObject({ stroke: true, strokeSize: 2, strokeColor: '#0000ff', shadow: false, glow: false });
    driver.run('setTextEffects', { patch: { glow: true, glowOpacity: 50 } });
    expect(effects(driver, id)).toMatchObject({ glow: true, glowColor: '#808080', glowIntensity: 50, glowOpacity: 0.5 });
    driver.run('setTextEffects', { patch: { shadow: true, r: 40, blur: 20, opacity: 60 } });
    expect(effects(driver, id)!.shadows[0]).toEqual({ shadowColor: '#808080', r: 2, theta: 116, blur: 1, opacity: 0.6 });
    expect(effectsToUi(effects(driver, id))).toMatchObject({ strokeSize: 40, r: 40, blur: 20, opacity: 60, glowOpacity: 50 });
  });

  it('applies each of the 8 presets, None clears, and every change is one undo step', () => {
    const { driver, id } = setup();
    expect(TEXT_EFFECT_PRESETS).toHaveLength(8);
    driver.run('setTextEffects', { preset: 'Neon' });
    expect(effects(driver, id)).toMatchObject({ glow: true, glowColor: '#00e5ff', stroke: false, shadow: false });
    driver.run('setTextEffects', { preset: 'Pop' });
    expect(effects(driver, id)).toMatchObject({ stroke: true, strokeColor: '#ffffff', shadow: true, glow: false });
    driver.run('setTextEffects', { preset: 'None' });
    expect(effects(driver, id)).toBeUndefined();
    driver.undo();
    expect(effects(driver, id)?.stroke).toBe(true);
    driver.run('setTextEffects', { preset: 'Sparkle' });
    expect(effects(driver, id)?.stroke).toBe(true);
  });
});
