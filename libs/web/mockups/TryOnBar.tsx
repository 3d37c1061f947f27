import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { MockupTexts } from '@dm/contracts/constants';
import { mockupPaths } from '../dashboard/paths';
import { Button } from '../ui/Button';
import { setPendingImage } from './pendingImage';
import styles from './Mockups.module.css';

/** 'Try out your image on all {category}': Upload Image or Grab From Url (through the guarded image proxy). */
export function TryOnBar({ category, first }: { category: string; first?: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const tryImage = (b: Blob) => { setPendingImage(b); if (first) navigate(mockupPaths.mockup(first)); };
  const grab = async () => {
    setError('');
    try {
      const res = await fetch(`/api/image_proxy?${new URLSearchParams({ src: url.trim() })}`);
      if (!res.ok) throw new Error((await res.json().catch(() => null))?.error ?? 'The image could not be fetched');
      tryImage(await res.blob());
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The image could not be fetched');
    }
  };
  return (
    <div className={styles.tryOn}>
      <strong>{MockupTexts.tryOnAll(category)}</strong>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden aria-label="Image file" onChange={(e) => { const f = e.target.files?.[0]; if (f) tryImage(f); }} />
      <Button variant="primary" onClick={() => input.current?.click()}>{MockupTexts.uploadImage}</Button>
      <Button onClick={() => setOpen(true)}>{MockupTexts.grabFromUrl}</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.4)' }} />
          <Dialog.Content style={{ position: 'fixed', top: '30%', left: '50%', transform: 'translateX(-50%)', background: '#fff', padding: 20, borderRadius: 12, width: 420 }} aria-describedby={undefined}>
            <Dialog.Title>{MockupTexts.grabTitle}</Dialog.Title>
            <div style={{ display: 'flex', gap: 8 }}>
              <input style={{ flex: 1, padding: 8 }} placeholder={MockupTexts.urlPlaceholder} value={url} onChange={(e) => setUrl(e.target.value)} />
              <Button variant="primary" onClick={() => void grab()} disabled={!url.trim()}>{MockupTexts.go}</Button>
            </div>
            {error ? <p role="alert" className={styles.hint}>{error}</p> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
