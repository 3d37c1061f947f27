// Zoom control, bottom right: 300, 200, 125, 100, 75, 50, 25, 10 percent, Fit (default), Fill.
import { Select } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useEditor, useEditorSelector } from '../EditorContext';
import { editorActions } from '../store/editorSlice';
import { ZOOM_PRESETS, type Zoom } from '../store/editorState';
import styles from '../ui.module.css';
import canvas from './canvas.module.css';

const NAMED: Record<string, string> = { fit: 'Fit', fill: 'Fill' };

export function ZoomControl({ zoom }: { zoom: number }) {
  const editor = useEditor();
  const setting = useEditorSelector((s) => s.zoom);
  const value = String(setting);
  const shown = typeof setting === 'number' ? `${setting}%` : `${NAMED[setting]} (${Math.round(zoom * 100)}%)`;
  return (
    <div className={canvas.zoomControl}>
      <Select.Root value={value} onValueChange={(v) => editor.store.dispatch(editorActions.zoomChanged((v === 'fit' || v === 'fill' ? v : Number(v)) as Zoom))}>
        <Select.Trigger className={styles.selectTrigger} aria-label="Zoom">
          <Select.Value>{shown}</Select.Value>
          <ChevronDown size={14} aria-hidden />
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={styles.selectContent} position="popper" side="top" sideOffset={6}>
            <Select.Viewport>
              {ZOOM_PRESETS.map((z) => (
                <Select.Item key={z} value={String(z)} className={styles.selectItem}>
                  <Select.ItemText>{z}%</Select.ItemText>
                </Select.Item>
              ))}
              <Select.Item value="fit" className={styles.selectItem}><Select.ItemText>Fit</Select.ItemText></Select.Item>
              <Select.Item value="fill" className={styles.selectItem}><Select.ItemText>Fill</Select.ItemText></Select.Item>
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
