// 'Share your design' (library §2, editor §4): invite people by e-mail ('Type one or more emails';
// Enter, comma or space makes a chip, and the address still being typed counts too) as 'Can View'
// (default) or 'Can Edit', then 'Send Invites'; and link sharing: 'Anyone with link can edit' or
// 'Anyone with link can view' (edit wins), 'Enable Link Sharing' / 'Disable Link Sharing', and the
// link to copy while it is on. Only the owner shares: the server says so to anyone else.
import { useEffect, useId, useState } from 'react';
import { Dialog, Switch } from 'radix-ui';
import { Copy, X } from 'lucide-react';
import { toast } from 'sonner';
import { ShareTexts } from '@dm/contracts/constants';
import { Button } from '../ui/Button';
import { useAlterLinkSharingMutation, useShareDesignMutation } from './dashboardApi';
import { designPaths } from './paths';
import styles from './ShareDesignDialog.module.css';

const SEPARATORS = /[\s,;]+/;
const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export interface ShareTarget {
  _id: string;
  name: string;
  view_all: boolean;
  edit_all: boolean;
}

export function ShareDesignDialog({ design, hostEmail, open, onOpenChange }: { design: ShareTarget; hostEmail?: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [chips, setChips] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [role, setRole] = useState<'view' | 'edit'>('view');
  const [linkEdit, setLinkEdit] = useState(design.edit_all);
  const [linkView, setLinkView] = useState(design.view_all);
  const [linkOn, setLinkOn] = useState(design.edit_all || design.view_all);
  const [share, sharing] = useShareDesignMutation();
  const [alter, altering] = useAlterLinkSharingMutation();
  const linkId = useId();

  useEffect(() => {
    if (!open) return;
    setLinkEdit(design.edit_all);
    setLinkView(design.view_all);
    setLinkOn(design.edit_all || design.view_all);
  }, [open, design.edit_all, design.view_all]);

  const commit = (text: string) => {
    const parts = text.split(SEPARATORS).map((p) => p.trim().toLowerCase()).filter(Boolean);
    if (parts.length) setChips((list) => [...new Set([...list, ...parts])]);
  };

  const send = async () => {
    const emails = [...new Set([...chips, ...typed.split(SEPARATORS).map((p) => p.trim().toLowerCase()).filter(Boolean)])];
    if (!emails.length) {
      toast.error(ShareTexts.needEmail);
      return;
    }
    const bad = emails.find((e) => !looksLikeEmail(e));
    if (bad) {
      toast.error(`'${bad}' is not an e-mail address.`);
      return;
    }
    const answer = await share({ host_email: hostEmail, emails, saved_design: design._id, role });
    if ('error' in answer && answer.error) {
      const reason = (answer.error as { serverError?: string }).serverError;
      toast.error(ShareTexts.shareFailed, reason ? { description: reason } : undefined);
      return;
    }
    toast.success(ShareTexts.shared);
    setChips([]);
    setTyped('');
  };

  const toggleLink = async () => {
    const action = linkOn ? 'disable' : linkEdit ? 'enable_edit' : linkView ? 'enable_view' : null;
    if (!action) {
      toast.error(ShareTexts.chooseRights);
      return;
    }
    const answer = await alter({ design_id: design._id, action });
    if ('error' in answer && answer.error) {
      const reason = (answer.error as { serverError?: string }).serverError;
      toast.error(ShareTexts.linkFailed, reason ? { description: reason } : undefined);
      return;
    }
    const on = action !== 'disable';
    setLinkOn(on);
    toast.success(on ? ShareTexts.linkEnabled : ShareTexts.linkDisabled);
  };

  const link = `${window.location.origin}${designPaths.design(design._id, linkEdit ? 'edit' : 'view')}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(ShareTexts.linkCopied);
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{ShareTexts.modalTitle}</Dialog.Title>
          <p className={styles.subtitle}>{design.name}</p>
          <div className={styles.emails} onClick={(e) => (e.currentTarget.querySelector('input') as HTMLInputElement | null)?.focus()}>
            {chips.map((c) => (
              <span key={c} className={styles.chip}>
                {c}
                <button type="button" aria-label={`Remove ${c}`} onClick={() => setChips((list) => list.filter((x) => x !== c))}><X size={12} aria-hidden /></button>
              </span>
            ))}
            <input
              aria-label="E-mails to invite"
              placeholder={chips.length ? '' : ShareTexts.emailsPlaceholder}
              value={typed}
              onChange={(e) => {
                const v = e.target.value;
                if (SEPARATORS.test(v.slice(-1))) {
                  commit(v);
                  setTyped('');
                } else setTyped(v);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && typed.trim()) {
                  e.preventDefault();
                  commit(typed);
                  setTyped('');
                } else if (e.key === 'Backspace' && !typed && chips.length) setChips((list) => list.slice(0, -1));
              }}
              onPaste={(e) => {
                e.preventDefault();
                commit(`${typed} ${e.clipboardData.getData('text')}`);
                setTyped('');
              }}
            />
          </div>
          <div className={styles.row}>
            <div className={styles.roles} role="radiogroup" aria-label="Role">
              {(['view', 'edit'] as const).map((r) => (
                <label key={r} className={styles.role}>
                  <input type="radio" name="share-role" checked={role === r} onChange={() => setRole(r)} />
                  {r === 'view' ? ShareTexts.canView : ShareTexts.canEdit}
                </label>
              ))}
            </div>
            <Button variant="primary" disabled={sharing.isLoading} onClick={() => void send()}>{ShareTexts.sendInvites}</Button>
          </div>

          <div className={styles.linkSection}>
            <label className={styles.switchRow}>
              <Switch.Root className={styles.switch} checked={linkEdit} disabled={linkOn} onCheckedChange={setLinkEdit} aria-label={ShareTexts.linkCanEdit}>
                <Switch.Thumb className={styles.thumb} />
              </Switch.Root>
              {ShareTexts.linkCanEdit}
            </label>
            <label className={styles.switchRow}>
              <Switch.Root className={styles.switch} checked={linkView} disabled={linkOn} onCheckedChange={setLinkView} aria-label={ShareTexts.linkCanView}>
                <Switch.Thumb className={styles.thumb} />
              </Switch.Root>
              {ShareTexts.linkCanView}
            </label>
            <Button disabled={altering.isLoading} onClick={() => void toggleLink()}>{linkOn ? ShareTexts.disableLink : ShareTexts.enableLink}</Button>
            {linkOn ? (
              <div className={styles.linkRow}>
                <input id={linkId} className={styles.linkInput} readOnly value={link} aria-label="Link to the design" onFocus={(e) => e.target.select()} />
                <Button variant="primary" onClick={() => void copy()}><Copy size={16} aria-hidden /> Copy link</Button>
              </div>
            ) : null}
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
