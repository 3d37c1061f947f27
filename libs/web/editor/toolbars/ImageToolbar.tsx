// The image toolbar (flip) and the frame toolbar without an image (colour swatch, 16 presets).
import { useSyncExternalStore } from 'react';
import { Check, ChevronDown, Crop, FlipHorizontal2, FlipVertical2, SlidersHorizontal, X } from 'lucide-react';
import { cancelCrop, cropMode, finishCrop, startCrop } from '../crop/cropMode';
import { DropdownMenu } from 'radix-ui';
import { lookTargets } from '../actions/look';
import { useSidePanel } from '../layout/sidePanel';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ICON_COLOR_PICKERS } from '../actions/elements';
import { ActionButton, ColorPicker, Tip } from './controls';
import styles from '../ui.module.css';

/** Crop mode's toolbar: Done (records the crop, deselects) and Cancel. */
export function CropDoneCancel() {
  const editor = useEditor();
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Crop">
      <button type="button" className={styles.tool} onClick={() => finishCrop(editor)}><Check size={18} aria-hidden /> Done</button>
      <button type="button" className={styles.tool} onClick={() => cancelCrop()}><X size={18} aria-hidden /> Cancel</button>
    </div>
  );
}

export function ImageToolbar() {
  const editor = useEditor();
  const image = useEditorSelector(() => editor.selected.some((o) => o.type === 'image'));
  const grid = useEditorSelector(() => {
    const g = editor.selected.find((o) => o.type === 'grid');
    if (!g || g.type !== 'grid') return null;
    const hasImage = Object.values(editor.page.objects).some((o) => o.parent === g.id && o.type === 'image');
    return hasImage ? null : (g.grid_details.color ?? '#d9d9d9');
  });
  const iconColors = useEditorSelector(() => {
    const o = editor.selected.length === 1 ? editor.selected[0] : null;
    return o?.type === 'image' ? (o.image_details.svg_colors ?? []).slice(0, ICON_COLOR_PICKERS).map((c) => c.color).join() : '';
  });
  const photo = useEditorSelector(() => lookTargets(editor).length > 0);
  const panel = useSidePanel();
  const cropping = useSyncExternalStore(cropMode.subscribe, cropMode.get);
  const croppable = useEditorSelector(() => {
    const o = editor.selected.length === 1 ? editor.selected[0] : null;
    return o?.type === 'image' && !o.locked && o.image_details.sub_type !== 'icon';
  });
  if (cropping) return <CropDoneCancel />;
  if (!image && !grid && !photo) return null;
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Image">
      {photo && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button type="button" className={styles.tool} aria-label="Photo menu">
              <SlidersHorizontal size={18} aria-hidden /> Edit photo <ChevronDown size={14} aria-hidden />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} sideOffset={6} align="start">
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => panel.open('filters')}>Filter</DropdownMenu.Item>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => panel.open('adjust')}>Adjustment</DropdownMenu.Item>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => panel.open('shadows')}>Shadows</DropdownMenu.Item>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => panel.open('remove_background')}>Background remover</DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {croppable && (
        <Tip text="Crop">
          <button type="button" className={styles.tool} aria-label="Crop" onClick={() => startCrop(editor)}>
            <Crop size={18} aria-hidden />
          </button>
        </Tip>
      )}
      {image && (
        <>
          <ActionButton name="flipHorizontal" icon={<FlipHorizontal2 size={18} aria-hidden />} />
          <ActionButton name="flipVertical" icon={<FlipVertical2 size={18} aria-hidden />} />
          {iconColors && iconColors.split(',').map((c, i) => (
            <ColorPicker key={i} label={`Icon colour ${i + 1}`} value={c} onChange={(color) => runAction(editor, 'setIconColor', { index: i, color })}
              trigger={<span className={styles.colorDot} style={{ background: c }} />} />
          ))}
        </>
      )}
      {grid && (
        <ColorPicker label="Frame colour" value={grid} onChange={(c) => runAction(editor, 'setGridColor', c)} trigger={<span className={styles.colorDot} style={{ background: grid }} />} />
      )}
    </div>
  );
}
