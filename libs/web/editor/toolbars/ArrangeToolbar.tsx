// The group toolbar (every selection): Group / Ungroup, the layer menu (Forward, To front,
// Backward, To back, inactive at the ends), align to page, opacity 1..100 (stored 0..1), copy,
// paste, lock/unlock and delete.
import {
  AlignCenterHorizontal, AlignCenterVertical, AlignEndHorizontal, AlignEndVertical, AlignStartHorizontal,
  AlignStartVertical, Blend, ClipboardPaste, Copy, Layers, Lock, LockOpen, Group, Ungroup, SquareDashed, Trash2,
} from 'lucide-react';
import { DropdownMenu, Popover } from 'radix-ui';
import { canRun, runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { useSidePanel } from '../layout/sidePanel';
import { ActionButton, SliderField, Tip, useCanRun } from './controls';
import styles from '../ui.module.css';

const LAYER_ITEMS = [
  { name: 'bringForward', label: 'Forward' },
  { name: 'bringToFront', label: 'To front' },
  { name: 'sendBackward', label: 'Backward' },
  { name: 'sendToBack', label: 'To back' },
];

const ALIGN_ITEMS = [
  { name: 'alignTop', label: 'Top', icon: AlignStartHorizontal },
  { name: 'alignMiddle', label: 'Middle', icon: AlignCenterHorizontal },
  { name: 'alignBottom', label: 'Bottom', icon: AlignEndHorizontal },
  { name: 'alignLeft', label: 'Left', icon: AlignStartVertical },
  { name: 'alignCenter', label: 'Center', icon: AlignCenterVertical },
  { name: 'alignRight', label: 'Right', icon: AlignEndVertical },
];

function LayerMenu() {
  const editor = useEditor();
  const enabled = useEditorSelector(() => LAYER_ITEMS.map((i) => canRun(editor, i.name)).join());
  const flags = enabled.split(',').map((x) => x === 'true');
  return (
    <DropdownMenu.Root>
      <Tip text="Layer">
        <DropdownMenu.Trigger asChild>
          <button type="button" className={styles.tool} aria-label="Layer">
            <Layers size={18} aria-hidden />
          </button>
        </DropdownMenu.Trigger>
      </Tip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} sideOffset={6}>
          {LAYER_ITEMS.map((i, k) => (
            <DropdownMenu.Item key={i.name} className={styles.menuItem} disabled={!flags[k]} onSelect={() => runAction(editor, i.name)}>
              {i.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function AlignMenu() {
  const editor = useEditor();
  const enabled = useCanRun('alignCenter');
  return (
    <DropdownMenu.Root>
      <Tip text="Align to page">
        <DropdownMenu.Trigger asChild>
          <button type="button" className={styles.tool} aria-label="Position" disabled={!enabled}>
            <AlignCenterVertical size={18} aria-hidden /> Position
          </button>
        </DropdownMenu.Trigger>
      </Tip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} sideOffset={6}>
          <DropdownMenu.Label className={styles.popoverTitle} style={{ padding: '6px 12px 0' }}>Align to page</DropdownMenu.Label>
          {ALIGN_ITEMS.map(({ name, label, icon: Icon }) => (
            <DropdownMenu.Item key={name} className={styles.menuItem} onSelect={() => runAction(editor, name)}>
              <Icon size={16} aria-hidden /> {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function OpacityControl() {
  const editor = useEditor();
  const opacity = useEditorSelector(() => editor.selected[0]?.opacity ?? 1);
  return (
    <Popover.Root>
      <Tip text="Transparency">
        <Popover.Trigger asChild>
          <button type="button" className={styles.tool} aria-label="Transparency">
            <SquareDashed size={18} aria-hidden />
          </button>
        </Popover.Trigger>
      </Tip>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} aria-label="Transparency">
          <SliderField label="Opacity" min={1} max={100} value={Math.round(opacity * 100)} onCommit={(v) => runAction(editor, 'setOpacity', v / 100)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export function ArrangeToolbar() {
  const editor = useEditor();
  const panel = useSidePanel();
  const count = useEditorSelector((s) => s.selection.length);
  const canGroup = useCanRun('group');
  const canUngroup = useCanRun('ungroup');
  const locked = useEditorSelector(() => editor.selected.length > 0 && editor.selected.every((o) => o.locked));
  if (!count) return null;
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Arrange">
      {canGroup && <ActionButton name="group" icon={<Group size={18} aria-hidden />} text="Group" />}
      {canUngroup && <ActionButton name="ungroup" icon={<Ungroup size={18} aria-hidden />} text="Ungroup" />}
      <LayerMenu />
      <AlignMenu />
      <OpacityControl />
      <Tip text="Shadows">
        <button type="button" className={styles.tool} aria-label="Shadows" onClick={() => panel.open('shadows')}>
          <Blend size={18} aria-hidden />
        </button>
      </Tip>
      <ActionButton name="copy" icon={<Copy size={18} aria-hidden />} />
      <ActionButton name="paste" icon={<ClipboardPaste size={18} aria-hidden />} />
      <ActionButton name="toggleLock" label={locked ? 'Unlock' : 'Lock'} icon={locked ? <Lock size={18} aria-hidden /> : <LockOpen size={18} aria-hidden />} />
      <ActionButton name="deleteSelection" icon={<Trash2 size={18} aria-hidden />} />
    </div>
  );
}
