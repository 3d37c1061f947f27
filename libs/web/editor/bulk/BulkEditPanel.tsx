// The Bulk Edit tab (editor §2, §5): the design's labels (renamed in place, removed), FILL IN DATA
// (disabled without labels) opening the data sheet, GENERATE opening the previews and the save.
import { useState } from 'react';
import { Image as ImageIcon, Pencil, Trash2, Type } from 'lucide-react';
import { toast } from 'sonner';
import { BulkTexts } from '@dm/contracts/constants';
import { bulkLabels, labelUses } from '@dm/scene';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { DataDialog } from './DataDialog';
import { GenerateDialog } from './GenerateDialog';
import styles from './Bulk.module.css';
import panel from '../panels/panels.module.css';

export function BulkEditPanel() {
  const editor = useEditor();
  const design = useEditorSelector((s) => s.design);
  const labels = bulkLabels(design);
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | 'data' | 'generate'>(null);
  const rename = (id: string, name: string) => {
    try {
      runAction(editor, 'renameBulkLabel', { labelId: id, name });
      setEditing(null);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <div className={panel.stack}>
      {labels.length === 0 ? (
        <ol className={styles.steps}>
          <li>Select a text, an image, a frame or the background.</li>
          <li>Choose <b>{BulkTexts.bulkLabel}</b> on its toolbar and name the label (e.g. Name, Photo).</li>
          <li>Fill in a row of data per design, then generate them all.</li>
        </ol>
      ) : (
        <ul className={styles.labelList} aria-label="Labels">
          {labels.map((l) => {
            const uses = labelUses(design, l);
            return (
              <li key={l.id} className={styles.labelItem}>
                {l.type === 'text' ? <Type size={16} aria-label="Text label" /> : <ImageIcon size={16} aria-label="Image label" />}
                {editing === l.id ? (
                  <input defaultValue={l.text} aria-label={`Rename ${l.text}`} maxLength={40} autoFocus
                    onKeyDown={(e) => {
                      e.stopPropagation();
                      if (e.key === 'Enter') rename(l.id, e.currentTarget.value);
                      if (e.key === 'Escape') setEditing(null);
                    }}
                    onBlur={(e) => (e.currentTarget.value.trim() && e.currentTarget.value.trim() !== l.text ? rename(l.id, e.currentTarget.value) : setEditing(null))} />
                ) : (
                  <span className={styles.labelName}>{l.text}</span>
                )}
                <span className={styles.labelUses}>{uses === 0 ? 'not on the page' : uses === 1 ? '1 element' : `${uses} elements`}</span>
                <button type="button" className={styles.iconButton} aria-label={`Rename ${l.text}`} onClick={() => setEditing(l.id)}><Pencil size={14} aria-hidden /></button>
                <button type="button" className={styles.iconButton} aria-label={`Remove ${l.text}`} onClick={() => runAction(editor, 'removeBulkLabel', l.id)}><Trash2 size={14} aria-hidden /></button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${styles.bigButton} ${styles.secondary}`} disabled={!labels.length} onClick={() => setDialog('data')}>{BulkTexts.fillInData}</button>
        <button type="button" className={styles.bigButton} disabled={!labels.length} onClick={() => setDialog('generate')}>{BulkTexts.generate}</button>
      </div>
      {dialog === 'data' && <DataDialog onClose={() => setDialog(null)} onGenerate={() => setDialog('generate')} />}
      {dialog === 'generate' && <GenerateDialog onClose={() => setDialog(null)} onFillIn={() => setDialog('data')} />}
    </div>
  );
}
