// The Text effects panel: 8 preset thumbnails, then Stroke, Shadow and Glow sections, each with
// an on/off switch and its settings (panel units; stored at the spec's scales by the action).
import type { CSSProperties } from 'react';
import { runAction } from '../actions';
import { effectsToUi, TEXT_EFFECT_PRESETS, TEXT_EFFECTS_UI_DEFAULTS, type TextEffectsUi } from '../actions/textEffects';
import { selectedTexts } from '../actions/helpers';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ColorPicker } from '../toolbars/controls';
import { LiveSlider } from './LookPanels';
import styles from './panels.module.css';
import ui from '../ui.module.css';

/** A CSS likeness of a preset, on the sample word. */
function presetStyle(p: Partial<TextEffectsUi>): CSSProperties {
  const v = { ...TEXT_EFFECTS_UI_DEFAULTS, ...p };
  const shadows: string[] = [];
  if (v.shadow) {
    const t = (v.theta * Math.PI) / 180;
    const d = v.r / 10;
    shadows.push(`${(d * Math.cos(t)).toFixed(1)}px ${(d * Math.sin(t)).toFixed(1)}px ${v.blur / 10}px ${v.shadowColor}${Math.round((v.opacity / 100) * 255).toString(16).padStart(2, '0')}`);
  }
  if (v.glow) shadows.push(`0 0 ${2 + v.glowIntensity / 10}px ${v.glowColor}`, `0 0 ${1 + v.glowIntensity / 20}px ${v.glowColor}`);
  return { textShadow: shadows.join(', ') || undefined, WebkitTextStroke: v.stroke ? `${v.strokeSize / 20}px ${v.strokeColor}` : undefined };
}

export function TextEffectsPanel() {
  const editor = useEditor();
  const text = useEditorSelector(() => selectedTexts(editor)[0] ?? null);
  if (!text) return <p className={styles.hint}>Select a text to give it effects.</p>;
  const v = effectsToUi(text.text_details.effects);
  const set = (patch: Partial<TextEffectsUi>) => runAction(editor, 'setTextEffects', { patch });
  const toggle = (key: 'stroke' | 'shadow' | 'glow', label: string) => (
    <label className={styles.switchRow}>
      <input type="checkbox" role="switch" aria-label={label} checked={v[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      <span className={styles.sectionTitle}>{label}</span>
    </label>
  );
  const colour = (label: string, value: string, key: 'strokeColor' | 'shadowColor' | 'glowColor') => (
    <div className={styles.switchRow}>
      <ColorPicker label={label} value={value} onChange={(c) => set({ [key]: c })} trigger={<span className={ui.colorDot} style={{ background: value }} />} />
      <span>Colour</span>
    </div>
  );
  return (
    <div className={styles.stack}>
      <div className={styles.presetGrid} role="list" aria-label="Text effect presets">
        {TEXT_EFFECT_PRESETS.map((p) => (
          <button key={p.name} type="button" role="listitem" className={styles.filterTile} aria-label={`Preset ${p.name}`} onClick={() => runAction(editor, 'setTextEffects', { preset: p.name })}>
            <span className={styles.presetSample} style={presetStyle(p.ui)}>Ag</span>
            <span>{p.name}</span>
          </button>
        ))}
      </div>
      <section className={styles.stack} aria-label="Stroke">
        {toggle('stroke', 'Stroke')}
        {v.stroke && (
          <>
            <LiveSlider label="Stroke size" min={0} max={100} value={v.strokeSize} onChange={(x) => x !== null && set({ strokeSize: x })} />
            {colour('Stroke colour', v.strokeColor, 'strokeColor')}
          </>
        )}
      </section>
      <section className={styles.stack} aria-label="Shadow">
        {toggle('shadow', 'Shadow')}
        {v.shadow && (
          <>
            <LiveSlider label="Shadow offset" min={0} max={100} value={v.r} onChange={(x) => x !== null && set({ r: x })} />
            <LiveSlider label="Shadow direction" min={-180} max={180} value={v.theta} onChange={(x) => x !== null && set({ theta: x })} />
            <LiveSlider label="Shadow blur" min={0} max={100} value={v.blur} onChange={(x) => x !== null && set({ blur: x })} />
            <LiveSlider label="Shadow opacity" min={0} max={100} value={v.opacity} onChange={(x) => x !== null && set({ opacity: x })} />
            {colour('Shadow colour', v.shadowColor, 'shadowColor')}
          </>
        )}
      </section>
      <section className={styles.stack} aria-label="Glow">
        {toggle('glow', 'Glow')}
        {v.glow && (
          <>
            <LiveSlider label="Glow intensity" min={0} max={100} value={v.glowIntensity} onChange={(x) => x !== null && set({ glowIntensity: x })} />
            <LiveSlider label="Glow opacity" min={0} max={100} value={v.glowOpacity} onChange={(x) => x !== null && set({ glowOpacity: x })} />
            {colour('Glow colour', v.glowColor, 'glowColor')}
          </>
        )}
      </section>
    </div>
  );
}
