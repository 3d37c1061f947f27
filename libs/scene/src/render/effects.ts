// The spec's UI-to-stored scales for text effects and the element shadow (section 9): the panel
// shows stored x factor. Stored lengths are design pixels.
import { TEXT_EFFECT_SCALES, type ElementShadow, type TextEffects, type TextShadow } from '@dm/contracts';

type ScaledKey = keyof typeof TEXT_EFFECT_SCALES;

export function uiToStored(key: ScaledKey, ui: number): number {
  return ui / TEXT_EFFECT_SCALES[key];
}

export function storedToUi(key: ScaledKey, stored: number): number {
  return stored * TEXT_EFFECT_SCALES[key];
}

/** Panel values (0..100, direction -180..180) to a stored text shadow. */
export function textShadowFromUi(ui: { color: string; r: number; theta: number; blur: number; opacity: number }): TextShadow {
  return { shadowColor: ui.color, r: uiToStored('r', ui.r), theta: ui.theta, blur: uiToStored('blur', ui.blur), opacity: uiToStored('opacity', ui.opacity) };
}

/** Panel values to a stored element shadow. */
export function elementShadowFromUi(ui: { color: string; r: number; theta: number; blur: number; opacity: number; size: number }): ElementShadow {
  return {
    shadowColor: ui.color, r: uiToStored('r', ui.r), theta: ui.theta, blur: uiToStored('blur', ui.blur),
    opacity: uiToStored('opacity', ui.opacity), size: uiToStored('size', ui.size),
  };
}

/** Stroke width and glow blur in design px for stored effects. */
export function strokeWidthPx(e: Pick<TextEffects, 'stroke' | 'strokeSize'>): number {
  return e.stroke ? Math.max(0, e.strokeSize) : 0;
}

/** Glow intensity 0..100 is the glow's blur radius as a share of the font size (50 = 0.25em). */
export function glowBlurPx(intensity: number, fontSize: number): number {
  return (Math.max(0, Math.min(100, intensity)) / 100) * 0.5 * fontSize;
}

export function offsetOf(r: number, thetaDeg: number): { dx: number; dy: number } {
  const t = (thetaDeg * Math.PI) / 180;
  return { dx: r * Math.cos(t), dy: r * Math.sin(t) };
}
