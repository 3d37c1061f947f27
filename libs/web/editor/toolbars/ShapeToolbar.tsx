// The shape toolbar (boxes and the Elements panel's basic shapes): fill colour, border colour,
// border width and, for rectangles, corner radius.
import { Popover } from 'radix-ui';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ColorPicker, SliderField, Tip } from './controls';
import styles from '../ui.module.css';

export function ShapeToolbar() {
  const editor = useEditor();
  // a string, so the toolbar renders again only when what it shows changes
  const key = useEditorSelector(() => {
    const o = editor.selected.length === 1 ? editor.selected[0] : null;
    if (o?.type !== 'box' || o.locked) return '';
    const d = o.box_details;
    return JSON.stringify({ fill: d.color ?? '', stroke: d.stroke ?? '', width: d.stroke_width ?? 0, radius: d.radius ?? 0, kind: d.shape ?? 'rect', max: Math.round(Math.min(o.width, o.height) / 2) });
  });
  if (!key) return null;
  const shape = JSON.parse(key) as { fill: string; stroke: string; width: number; radius: number; kind: string; max: number };
  const line = shape.kind === 'line';
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Shape">
      {!line && (
        <ColorPicker label="Fill colour" value={shape.fill || '#ffffff'} onChange={(c) => runAction(editor, 'setShapeStyle', { color: c })}
          trigger={<span className={styles.colorDot} style={{ background: shape.fill || 'transparent' }} />} />
      )}
      <ColorPicker label={line ? 'Line colour' : 'Border colour'} value={shape.stroke || '#000000'}
        onChange={(c) => runAction(editor, 'setShapeStyle', { stroke: c, ...(shape.width ? {} : { stroke_width: 4 }) })}
        trigger={<span className={styles.colorDot} style={{ background: 'transparent', boxShadow: `inset 0 0 0 4px ${shape.stroke || '#0e1318'}` }} />} />
      <Popover.Root>
        <Tip text={line ? 'Line weight' : 'Border and corners'}>
          <Popover.Trigger asChild>
            <button type="button" className={styles.tool} aria-label={line ? 'Line weight' : 'Border and corners'}>
              {line ? 'Weight' : 'Border'}
            </button>
          </Popover.Trigger>
        </Tip>
        <Popover.Portal>
          <Popover.Content className={styles.popover} sideOffset={6} align="start" aria-label="Border and corners">
            <SliderField label={line ? 'Line weight' : 'Border width'} min={0} max={100} value={shape.width}
              onCommit={(v) => runAction(editor, 'setShapeStyle', { stroke_width: v, ...(shape.stroke ? {} : { stroke: '#0e1318' }) })} />
            {shape.kind === 'rect' && (
              <SliderField label="Corner radius" min={0} max={Math.max(1, shape.max)} value={Math.round(shape.radius)}
                onCommit={(v) => runAction(editor, 'setShapeStyle', { radius: v })} />
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
