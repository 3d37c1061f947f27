// The text toolbar: colour (16 presets and a full picker), font button (opens the font panel),
// font size select with custom sizes, bold, italic, the align cycle and Spacing.
import { useState } from 'react';
import { AlignCenter, AlignLeft, AlignRight, Bold, ChevronDown, Italic, LetterText, Sparkles } from 'lucide-react';
import { DropdownMenu, Popover } from 'radix-ui';
import { TEXT_SPACING_RANGE } from '@dm/contracts';
import { runAction } from '../actions';
import { selectedTexts } from '../actions/helpers';
import { useEditor, useEditorSelector } from '../EditorContext';
import { useSidePanel } from '../layout/sidePanel';
import { ColorPicker, SliderField, Tip } from './controls';
import { customFontSize, FONT_SIZES } from './presets';
import styles from '../ui.module.css';

let customSizes = FONT_SIZES;

function FontSizeSelect({ value }: { value: number }) {
  const editor = useEditor();
  const [sizes, setSizes] = useState(customSizes);
  const apply = (input: string) => {
    const r = customFontSize(sizes, input);
    if (!r) return false;
    customSizes = r.sizes;
    setSizes(r.sizes);
    runAction(editor, 'setFontSize', r.size);
    return true;
  };
  const shown = Math.round(value * 10) / 10;
  return (
    <div className={styles.sizeBox}>
      <input
        key={shown}
        className={styles.sizeInput}
        aria-label="Font size"
        defaultValue={shown}
        inputMode="decimal"
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter' && !apply((e.target as HTMLInputElement).value)) (e.target as HTMLInputElement).value = String(shown);
        }}
        onBlur={(e) => {
          if (e.target.value !== String(shown) && !apply(e.target.value)) e.target.value = String(shown);
        }}
      />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" className={styles.tool} aria-label="Font sizes">
            <ChevronDown size={14} aria-hidden />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} sideOffset={6} align="end">
            {sizes.map((s) => (
              <DropdownMenu.Item key={s} className={styles.menuItem} onSelect={() => runAction(editor, 'setFontSize', s)}>
                {s}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

const ALIGN_ICON = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;

export function TextToolbar() {
  const editor = useEditor();
  const first = useEditorSelector(() => selectedTexts(editor)[0]);
  const panel = useSidePanel();
  if (!first) return null;
  const d = first.text_details;
  const AlignIcon = ALIGN_ICON[d.textAlign] ?? AlignLeft;
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Text">
      <ColorPicker
        label="Text colour"
        value={d.fontColor}
        onChange={(c) => runAction(editor, 'setFontColor', c)}
        trigger={
          <>
            <span aria-hidden style={{ fontWeight: 700, lineHeight: 1 }}>A</span>
            <span className={styles.colorBar} style={{ background: d.fontColor }} />
          </>
        }
      />
      <Tip text="Font">
        <button type="button" className={`${styles.tool} ${styles.fontButton}`} aria-label={`Font: ${d.font}`} onClick={() => panel.open('fonts')}>
          <span style={{ fontFamily: `"${d.font}"` }}>{d.font}</span>
          <ChevronDown size={14} aria-hidden />
        </button>
      </Tip>
      <FontSizeSelect value={d.fontSize} />
      <Tip text="Bold (Ctrl+B)">
        <button type="button" className={styles.tool} aria-label="Bold" aria-pressed={d.bold} onClick={() => runAction(editor, 'toggleBold')}>
          <Bold size={18} aria-hidden />
        </button>
      </Tip>
      <Tip text="Italic (Ctrl+I)">
        <button type="button" className={styles.tool} aria-label="Italic" aria-pressed={d.italic} onClick={() => runAction(editor, 'toggleItalic')}>
          <Italic size={18} aria-hidden />
        </button>
      </Tip>
      <Tip text="Alignment">
        <button type="button" className={styles.tool} aria-label={`Alignment: ${d.textAlign}`} onClick={() => runAction(editor, 'cycleAlign')}>
          <AlignIcon size={18} aria-hidden />
        </button>
      </Tip>
      <Tip text="Effects">
        <button type="button" className={styles.tool} aria-label="Effects" onClick={() => panel.open('text_effects')}>
          <Sparkles size={18} aria-hidden /> Effects
        </button>
      </Tip>
      <Popover.Root>
        <Tip text="Spacing">
          <Popover.Trigger asChild>
            <button type="button" className={styles.tool} aria-label="Spacing">
              <LetterText size={18} aria-hidden />
            </button>
          </Popover.Trigger>
        </Tip>
        <Popover.Portal>
          <Popover.Content className={styles.popover} sideOffset={6} aria-label="Spacing">
            <SliderField label="Letter spacing" min={TEXT_SPACING_RANGE.min} max={TEXT_SPACING_RANGE.max} value={d.letterSpacing}
              onCommit={(v) => runAction(editor, 'setLetterSpacing', v)} />
            <SliderField label="Line height" min={TEXT_SPACING_RANGE.min} max={TEXT_SPACING_RANGE.max} value={d.lineHeight}
              onCommit={(v) => runAction(editor, 'setLineHeight', v)} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
