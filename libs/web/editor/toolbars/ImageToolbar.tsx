// The image toolbar (flip) and the frame toolbar without an image (colour swatch, 16 presets).
import { FlipHorizontal2, FlipVertical2 } from 'lucide-react';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ActionButton, ColorPicker } from './controls';
import styles from '../ui.module.css';

export function ImageToolbar() {
  const editor = useEditor();
  const image = useEditorSelector(() => editor.selected.some((o) => o.type === 'image'));
  const grid = useEditorSelector(() => {
    const g = editor.selected.find((o) => o.type === 'grid');
    if (!g || g.type !== 'grid') return null;
    const hasImage = Object.values(editor.page.objects).some((o) => o.parent === g.id && o.type === 'image');
    return hasImage ? null : (g.grid_details.color ?? '#d9d9d9');
  });
  if (!image && !grid) return null;
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Image">
      {image && (
        <>
          <ActionButton name="flipHorizontal" icon={<FlipHorizontal2 size={18} aria-hidden />} />
          <ActionButton name="flipVertical" icon={<FlipVertical2 size={18} aria-hidden />} />
        </>
      )}
      {grid && (
        <ColorPicker label="Frame colour" value={grid} onChange={(c) => runAction(editor, 'setGridColor', c)} trigger={<span className={styles.colorDot} style={{ background: grid }} />} />
      )}
    </div>
  );
}
