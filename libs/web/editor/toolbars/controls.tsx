// Building blocks of the toolbars: a button running a named action (label, shortcut tooltip,
// inactive when it cannot run), a tooltip wrapper (400 ms), the colour picker and sliders.
import { BrandTexts } from '@dm/contracts/constants';
import { useAuth } from '../../auth/hooks';
import { useBrandKit } from '../panels/BrandKitPanel';
import { kitData, useUpdateBrandDataMutation } from '../../brand-kit/brandApi';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Popover, Slider, Tooltip } from 'radix-ui';
import { canRun, getAction, runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { PRESET_COLORS } from './presets';
import styles from '../ui.module.css';

/** Spec section 9: tooltip delay 400 ms. */
export const TOOLTIP_DELAY = 400;

export function Tip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Root delayDuration={TOOLTIP_DELAY}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} sideOffset={6}>
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Whether a named action can run now (re-evaluated on every store change). */
export function useCanRun(name: string): boolean {
  const editor = useEditor();
  return useEditorSelector(() => canRun(editor, name));
}

export function ActionButton({ name, arg, icon, text, label }: { name: string; arg?: unknown; icon?: ReactNode; text?: string; label?: string }) {
  const editor = useEditor();
  const action = getAction(name);
  const enabled = useCanRun(name);
  const name_ = label ?? action.label;
  return (
    <Tip text={action.shortcut ? `${name_} (${action.shortcut})` : name_}>
      <button type="button" className={styles.tool} aria-label={name_} disabled={!enabled} onClick={() => runAction(editor, name, arg)}>
        {icon}
        {text}
      </button>
    </Tip>
  );
}

/**
 * The native colour input fires for every step of a drag in the system picker: those steps are
 * previews (shown, not recorded); its change event (the picker closed), or the popover closing,
 * records the colour as one undo step.
 */
function CustomColour({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const editor = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const preview = () => editor.preview(() => latest.current(el.value));
    const commit = () => latest.current(el.value);
    el.addEventListener('input', preview);
    el.addEventListener('change', commit);
    return () => {
      el.removeEventListener('input', preview);
      el.removeEventListener('change', commit);
      if (editor.previewing) commit();
    };
  }, [editor]);
  return (
    <label className={styles.customColor}>
      <input ref={input} type="color" defaultValue={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} />
      Custom colour
    </label>
  );
}

export function ColorPicker({ label, value, onChange, trigger }: { label: string; value: string; onChange: (hex: string) => void; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Tip text={label}>
        <Popover.Trigger asChild>
          <button type="button" className={`${styles.tool} ${styles.colorTool}`} aria-label={label}>
            {trigger}
          </button>
        </Popover.Trigger>
      </Tip>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} align="start" aria-label={label}>
          <p className={styles.popoverTitle}>Default colours</p>
          <div className={styles.swatches} role="group" aria-label="Preset colours">
            {PRESET_COLORS.map((c) => (
              <button
                key={c.hex}
                type="button"
                className={styles.swatch}
                style={{ background: c.hex }}
                aria-label={c.name}
                aria-pressed={value.toLowerCase() === c.hex}
                onClick={() => {
                  onChange(c.hex);
                  setOpen(false);
                }}
              />
            ))}
          </div>
          <CustomColour value={value} onChange={onChange} />
          <BrandKitPalettes value={value} onPick={(c) => { onChange(c); setOpen(false); }} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export function SliderField({ label, min, max, value, onCommit }: { label: string; min: number; max: number; value: number; onCommit: (v: number) => void }) {
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? value;
  return (
    <div className={styles.sliderRow}>
      <span className={styles.sliderLabel}>{label}</span>
      <Slider.Root
        className={styles.sliderRoot}
        min={min}
        max={max}
        step={1}
        value={[shown]}
        onValueChange={([v]) => setDraft(v)}
        onValueCommit={([v]) => {
          setDraft(null);
          onCommit(v);
        }}
      >
        <Slider.Track className={styles.sliderTrack}>
          <Slider.Range className={styles.sliderRange} />
        </Slider.Track>
        <Slider.Thumb className={styles.sliderThumb} aria-label={label} />
      </Slider.Root>
      <input
        className={styles.numberField}
        aria-label={`${label} value`}
        inputMode="numeric"
        key={shown}
        defaultValue={shown}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const v = Number((e.target as HTMLInputElement).value);
          if (Number.isFinite(v)) onCommit(Math.min(max, Math.max(min, v)));
        }}
      />
    </div>
  );
}

/** The picker's 'Brand Kit Palettes' section: the kit's palettes as swatches (signed-in users). */
function BrandKitPalettes({ value, onPick }: { value: string; onPick: (hex: string) => void }) {
  const { user } = useAuth();
  const { kit, team, loading } = useBrandKit();
  const [update, state] = useUpdateBrandDataMutation();
  if (!user) return null;
  const first = kit?.color_palette[0];
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
  // the chosen colour joins the first palette (which keeps five: the oldest colour gives way)
  const addChosen = first && hex && team && !first.colors.includes(hex) ? () => void update({
    brand_kit: { ...kitData(kit!), color_palette: [{ ...first, colors: [hex, ...first.colors.slice(0, 4)] }, ...kit!.color_palette.slice(1)] },
  }) : null;
  return (
    <section aria-label={BrandTexts.brandKitPalettes}>
      <p className={styles.popoverTitle}>{BrandTexts.brandKitPalettes}</p>
      {loading ? <p className={styles.popoverHint}>{BrandTexts.loadingPalettes}</p>
        : !kit?.color_palette.length ? <p className={styles.popoverHint}>{BrandTexts.noPalettes}</p>
        : kit.color_palette.map((p, i) => (
          <div key={p._id ?? i} className={styles.swatches} role="group" aria-label={p.name}>
            {p.colors.map((c, k) => (
              <button key={k} type="button" className={styles.swatch} style={{ background: c }} aria-label={`${p.name} ${c}`} onClick={() => onPick(c)} />
            ))}
          </div>
        ))}
      {addChosen ? <button type="button" className={styles.popoverLink} disabled={state.isLoading} onClick={addChosen}>Add {hex} to {first!.name}</button> : null}
    </section>
  );
}
