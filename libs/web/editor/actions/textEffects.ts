// Text effects (spec editor §2 "Text effects panel", §9 scales): Stroke, Shadow and Glow, each on
// or off, edited in the panel's units (0..100, direction -180..180) and stored at the spec's
// scales (strokeSize x20, shadow r x20, blur x20, opacity x100, glowOpacity x100); defaults:
// stroke blue, shadow and glow grey, direction 116, glow intensity 50. Eight presets.
import { DESIGN_DEFAULTS, type TextEffects } from '@dm/contracts';
import { editPage, storedToUi, textShadowFromUi, uiToStored } from '@dm/scene';
import { selectedTexts } from './helpers';
import { defineAction } from './types';

export interface TextEffectsUi {
  stroke: boolean;
  strokeSize: number;
  strokeColor: string;
  shadow: boolean;
  shadowColor: string;
  r: number;
  theta: number;
  blur: number;
  opacity: number;
  glow: boolean;
  glowColor: string;
  glowIntensity: number;
  glowOpacity: number;
}

export const TEXT_EFFECTS_UI_DEFAULTS: TextEffectsUi = {
  stroke: false, strokeSize: 20, strokeColor: DESIGN_DEFAULTS.strokeColor,
  shadow: false, shadowColor: DESIGN_DEFAULTS.shadowColor, r: 40, theta: DESIGN_DEFAULTS.shadowTheta, blur: 40, opacity: 60,
  glow: false, glowColor: DESIGN_DEFAULTS.glowColor, glowIntensity: DESIGN_DEFAULTS.glowIntensity, glowOpacity: 80,
};

const round = (n: number) => Math.round(n * 100) / 100;

export function effectsToUi(e: TextEffects | undefined): TextEffectsUi {
  if (!e) return TEXT_EFFECTS_UI_DEFAULTS;
  const s = e.shadows[0];
  return {
    stroke: e.stroke, strokeSize: round(storedToUi('strokeSize', e.strokeSize)) || TEXT_EFFECTS_UI_DEFAULTS.strokeSize, strokeColor: e.strokeColor,
    shadow: e.shadow, shadowColor: s?.shadowColor ?? DESIGN_DEFAULTS.shadowColor,
    r: s ? round(storedToUi('r', s.r)) : TEXT_EFFECTS_UI_DEFAULTS.r, theta: s?.theta ?? DESIGN_DEFAULTS.shadowTheta,
    blur: s ? round(storedToUi('blur', s.blur)) : TEXT_EFFECTS_UI_DEFAULTS.blur, opacity: s ? round(storedToUi('opacity', s.opacity)) : TEXT_EFFECTS_UI_DEFAULTS.opacity,
    glow: e.glow, glowColor: e.glowColor, glowIntensity: e.glowIntensity, glowOpacity: round(storedToUi('glowOpacity', e.glowOpacity)),
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(n) ? n : lo));
const hex = (c: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toLowerCase() : fallback);

export function effectsFromUi(ui: TextEffectsUi): TextEffects {
  return {
    stroke: ui.stroke, strokeSize: uiToStored('strokeSize', clamp(ui.strokeSize, 0, 100)), strokeColor: hex(ui.strokeColor, DESIGN_DEFAULTS.strokeColor),
    glow: ui.glow, glowColor: hex(ui.glowColor, DESIGN_DEFAULTS.glowColor), glowIntensity: clamp(ui.glowIntensity, 0, 100),
    glowOpacity: uiToStored('glowOpacity', clamp(ui.glowOpacity, 0, 100)),
    shadow: ui.shadow,
    shadows: [textShadowFromUi({ color: hex(ui.shadowColor, DESIGN_DEFAULTS.shadowColor), r: clamp(ui.r, 0, 100), theta: clamp(ui.theta, -180, 180), blur: clamp(ui.blur, 0, 100), opacity: clamp(ui.opacity, 0, 100) })],
  };
}

/** The 8 presets of the panel, as changes over the defaults. */
export const TEXT_EFFECT_PRESETS: { name: string; ui: Partial<TextEffectsUi> }[] = [
  { name: 'None', ui: {} },
  { name: 'Shadow', ui: { shadow: true, r: 30, blur: 30, opacity: 50 } },
  { name: 'Lift', ui: { shadow: true, r: 10, blur: 80, opacity: 40 } },
  { name: 'Echo', ui: { shadow: true, r: 60, theta: 45, blur: 0, opacity: 50 } },
  { name: 'Outline', ui: { stroke: true, strokeSize: 30, strokeColor: '#000000' } },
  { name: 'Pop', ui: { stroke: true, strokeSize: 30, strokeColor: '#ffffff', shadow: true, r: 60, theta: 45, blur: 0, opacity: 100, shadowColor: '#000000' } },
  { name: 'Glow', ui: { glow: true, glowIntensity: 50, glowOpacity: 80 } },
  { name: 'Neon', ui: { glow: true, glowColor: '#00e5ff', glowIntensity: 80, glowOpacity: 100 } },
];

/** Changes the selected texts' effects (panel units); a preset replaces them all. */
export const setTextEffects = defineAction<{ patch?: Partial<TextEffectsUi>; preset?: string }>({
  name: 'setTextEffects',
  label: 'Text effects',
  enabled: (editor) => selectedTexts(editor).some((t) => !t.locked),
  perform: (editor, { patch, preset }) => {
    const texts = selectedTexts(editor).filter((t) => !t.locked);
    const chosen = preset !== undefined ? TEXT_EFFECT_PRESETS.find((p) => p.name === preset) : undefined;
    if (!texts.length || (preset !== undefined && !chosen)) return;
    editor.commit('setTextEffects', chosen ? `Text effect: ${chosen.name}` : 'Text effects', (d) => editPage(d, editor.page.id, (page) => {
      for (const t of texts) {
        const o = page.objects[t.id];
        if (o.type !== 'text') continue;
        const ui = chosen ? { ...TEXT_EFFECTS_UI_DEFAULTS, ...chosen.ui } : { ...effectsToUi(o.text_details.effects), ...patch };
        if (!ui.stroke && !ui.shadow && !ui.glow) delete o.text_details.effects;
        else o.text_details.effects = effectsFromUi(ui);
      }
    }));
  },
});
