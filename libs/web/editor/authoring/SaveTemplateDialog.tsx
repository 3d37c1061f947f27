import { useMemo, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import type { DesignFile, DesignTemplate, TextTemplate } from '@dm/contracts/types';
import { serverMessage } from '../../api/envelope';
import { Button } from '../../ui/Button';
import { useEditorCategoriesQuery } from '../panels/catalogApi';
import { useSaveDesignTemplateMutation, useSaveTextTemplateMutation, type TemplateFields } from './authoringApi';
import styles from './SaveTemplateDialog.module.css';

export type TemplateKind = 'design template' | 'text template';

/**
 * 'Save Design Template' / 'Save Text Template': the template's name, categories (design
 * templates), keywords, custom URL (design templates) and whether it is published, then the
 * editor's document is saved as the template (a new one when it has no id yet).
 */
export function SaveTemplateDialog({
  kind,
  open,
  onOpenChange,
  initial,
  designFile,
  onSaved,
}: {
  kind: TemplateKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: TemplateFields;
  /** The document to save, read when Save is pressed. */
  designFile: () => DesignFile;
  onSaved: (saved: DesignTemplate | TextTemplate) => void;
}) {
  const [fields, setFields] = useState<TemplateFields>(initial);
  const [filter, setFilter] = useState('');
  const categories = useEditorCategoriesQuery(undefined, { skip: kind !== 'design template' });
  const [saveDesign, design] = useSaveDesignTemplateMutation();
  const [saveText, text] = useSaveTextTemplateMutation();
  const busy = design.isLoading || text.isLoading;
  const title = kind === 'design template' ? 'Save Design Template' : 'Save Text Template';

  const groups = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (categories.data ?? [])
      .map((g) => ({ ...g, children: (g.children ?? []).filter((c) => !f || c.name.toLowerCase().includes(f) || g.name.toLowerCase().includes(f) || fields.categories.includes(c._id)) }))
      .filter((g) => g.children.length);
  }, [categories.data, filter, fields.categories]);
  const names = useMemo(() => new Map((categories.data ?? []).flatMap((g) => (g.children ?? []).map((c) => [c._id, c.name] as const))), [categories.data]);

  const toggle = (id: string) => setFields((f) => ({ ...f, categories: f.categories.includes(id) ? f.categories.filter((x) => x !== id) : [...f.categories, id] }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim()) {
      toast.error('A template needs a name.');
      return;
    }
    const file = designFile();
    const answer = kind === 'design template'
      ? await saveDesign({ ...fields, name: fields.name.trim(), custom_url: fields.custom_url?.trim() || undefined, design_file: file })
      : await saveText({ id: fields.id, name: fields.name.trim(), keywords: fields.keywords, active: fields.active, design_file: file });
    if ('error' in answer) {
      toast.error('The template was not saved.', { description: serverMessage(answer.error, 'Something went wrong :/') });
      return;
    }
    toast.success(answer.data.active ? 'Template saved and published' : 'Template saved as a draft');
    onSaved(answer.data);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
          <form className={styles.form} onSubmit={submit}>
            <label className={styles.field}>
              <span>Name</span>
              <input value={fields.name} maxLength={200} onChange={(e) => setFields({ ...fields, name: e.target.value })} required />
            </label>
            {kind === 'design template' ? (
              <fieldset className={styles.categories}>
                <legend>Categories</legend>
                {fields.categories.length ? (
                  <p className={styles.chosen}>{fields.categories.map((id) => names.get(id) ?? id).join(', ')}</p>
                ) : <p className={styles.muted}>None chosen yet</p>}
                <input type="search" placeholder="Find a category" aria-label="Find a category" value={filter} onChange={(e) => setFilter(e.target.value)} />
                <div className={styles.categoryList}>
                  {groups.map((g) => (
                    <div key={g._id}>
                      <strong>{g.name}</strong>
                      {g.children.map((c) => (
                        <label key={c._id} className={styles.check}>
                          <input type="checkbox" checked={fields.categories.includes(c._id)} onChange={() => toggle(c._id)} />
                          {c.name}
                        </label>
                      ))}
                    </div>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <label className={styles.field}>
              <span>Keywords</span>
              <input value={fields.keywords} placeholder="comma, separated, words" onChange={(e) => setFields({ ...fields, keywords: e.target.value })} />
            </label>
            {kind === 'design template' ? (
              <label className={styles.field}>
                <span>Custom URL</span>
                <input value={fields.custom_url ?? ''} placeholder="made from the name when empty" onChange={(e) => setFields({ ...fields, custom_url: e.target.value })} />
              </label>
            ) : null}
            <label className={styles.check}>
              <input type="checkbox" checked={fields.active} onChange={(e) => setFields({ ...fields, active: e.target.checked })} />
              Published (shown in search and the template lists)
            </label>
            <div className={styles.buttons}>
              <Dialog.Close asChild><Button>Cancel</Button></Dialog.Close>
              <Button type="submit" variant="primary" disabled={busy}>{busy ? 'Saving…' : 'Save'}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
