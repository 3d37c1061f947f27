// 'Bulk Label' on the text, image, grid and background toolbars (editor §2, §3, §5): a name typed
// once makes a label on the element (Enter or Create Label), then the Bulk Edit tab opens; once
// labelled, the field is locked and the button reads 'Manage Labels'. The names the server keeps
// (tag/get_all_labels) are offered as suggestions of the element's type.
import { useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { Tags } from 'lucide-react';
import { BulkTexts } from '@dm/contracts/constants';
import { labelOn, labelTypeOf } from '@dm/scene';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { useSidePanel } from '../layout/sidePanel';
import { Tip } from '../toolbars/controls';
import { useLabelSuggestions } from './useLabelSuggestions';
import ui from '../ui.module.css';
import styles from './Bulk.module.css';

export function BulkLabelControl() {
  const editor = useEditor();
  const target = useEditorSelector((s) => (s.selection.length === 1 ? s.selection[0] : s.selection.length === 0 ? null : undefined));
  const type = useEditorSelector(() => (target === undefined ? null : labelTypeOf(target === null ? null : editor.page.objects[target] ?? null)));
  if (target === undefined || !type) return null;
  // keyed by the selection: a new selection starts with an empty field (editor §5)
  return <LabelPopover key={`${editor.page.id}:${target ?? 'background'}`} elementId={target} type={type} />;
}

function LabelPopover({ elementId, type }: { elementId: string | null; type: 'text' | 'image' }) {
  const editor = useEditor();
  const panel = useSidePanel();
  const label = useEditorSelector(() => labelOn(editor.design, { pageId: editor.page.id, elementId }));
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suggestions = useLabelSuggestions(type, open);
  const create = () => {
    if (!name.trim()) return setError(BulkTexts.emptyLabel);
    try {
      runAction(editor, 'addBulkLabel', { elementId, name });
    } catch (e) {
      return setError((e as Error).message);
    }
    setName('');
    setOpen(false);
    panel.open('bulk-edit');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // the field keeps its keys: a space is a space in the name (never the canvas's hand tool),
    // not at its start; Enter confirms
    e.stopPropagation();
    if (e.key === ' ' && !name.trim()) e.preventDefault();
    if (e.key === 'Enter') {
      e.preventDefault();
      create();
    }
  };
  const listId = `bulk-label-suggestions-${type}`;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Tip text={label ? `Label: ${label.text}` : BulkTexts.bulkLabel}>
        <Popover.Trigger asChild>
          <button type="button" className={ui.tool} aria-label={BulkTexts.bulkLabel}>
            <Tags size={18} aria-hidden /> {BulkTexts.bulkLabel}
          </button>
        </Popover.Trigger>
      </Tip>
      <Popover.Portal>
        <Popover.Content className={`${ui.popover} ${styles.popover}`} sideOffset={6} aria-label={BulkTexts.bulkLabel}>
          <label htmlFor="bulk-label-name">Label for this {elementId === null ? 'background' : type === 'text' ? 'text' : 'image'}</label>
          <input id="bulk-label-name" value={label ? label.text : name} readOnly={!!label} placeholder="e.g. Name" maxLength={40} list={label ? undefined : listId}
            aria-invalid={!!error} onChange={(e) => { setName(e.target.value); setError(null); }} onKeyDown={onKey} autoFocus />
          {!label && (
            <datalist id={listId}>
              {suggestions.map((s) => <option key={s} value={s} />)}
            </datalist>
          )}
          {error && <p className={styles.error} role="alert">{error}</p>}
          {label ? (
            <button type="button" className={styles.popoverButton} onClick={() => { setOpen(false); panel.open('bulk-edit'); }}>{BulkTexts.manageLabels}</button>
          ) : (
            <button type="button" className={styles.popoverButton} onClick={create}>Create Label</button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
