import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Dialog } from 'radix-ui';
import { hasMockupPlan, MOCKUP_PREVIEW_WIDTH, MOCKUP_RENDER_POLL_MS, MockupTexts } from '@dm/contracts/constants';
import type { Mockup, MockupInputs } from '@dm/contracts/types';
import { useAuth } from '../auth/hooks';
import { serverMessage } from '../api/envelope';
import { mockupPaths } from '../dashboard/paths';
import { CheckoutDialog } from '../editor/download/CheckoutDialog';
import { useConfirmOrderMutation } from '../orders/ordersApi';
import { Button } from '../ui/Button';
import { MockupCard } from './MockupCard';
import { MockupLayers, useMockupEditing } from './MockupControls';
import { useAddMockupOrderMutation, useAllSavedMockupsQuery, useMockupQuery, useMockupRecommendationsQuery, useMockupRenderStatusMutation, useSavedMockupQuery, useSaveMockupMutation } from './mockupsApi';
import styles from './Mockups.module.css';

/**
 * {mockup_base}/mockups/{id} and /saved_mockups/{id}: the mockup editor. The preview is composed
 * in the browser at twice its shown size (1200) after every change; each image layer takes an
 * upload ('Upload Image', then 'Adjust Image' for the crop dialog, or remove), each colour layer a
 * colour ('Choose color', Apply). Save and Download need a signed-in user (Download a preview,
 * Save a change first); Download buys the render ('Purchase and download mockup').
 */
export function MockupEditorPage({ saved = false }: { saved?: boolean }) {
  const params = useParams();
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const savedQ = useSavedMockupQuery(params.saved_mockup_id ?? '', { skip: !saved || !signedIn });
  const mockupId = saved ? savedQ.data?.mockup : params.mockup_id;
  const { data: mockup, error } = useMockupQuery(mockupId ?? '', { skip: !mockupId });
  if (error) return <p role="alert" className={styles.empty}>{serverMessage(error, MockupTexts.failedToFetch)}</p>;
  if (!mockup) return <p className={styles.empty}>Loading…</p>;
  return <MockupEditor key={`${mockup._id}:${savedQ.data?._id ?? ''}`} mockup={mockup} savedId={savedQ.data?._id} initial={savedQ.data?.mockup_inputs} signedIn={signedIn} subscribed={!!user && hasMockupPlan(user)} />;
}

function MockupEditor({ mockup, savedId, initial, signedIn, subscribed }: { mockup: Mockup; savedId?: string; initial?: MockupInputs; signedIn: boolean; subscribed: boolean }) {
  const navigate = useNavigate();
  // a first save moves to the saved mockup's own page (a new editor): its note comes along
  const carried = (useLocation().state as { note?: string } | null)?.note;
  const editing = useMockupEditing(mockup, { initial, signedIn, width: MOCKUP_PREVIEW_WIDTH, usePending: !initial });
  const { canvas, changed, generated, failed } = editing;
  const [buying, setBuying] = useState(false);
  const [note, setNote] = useState(savedId && carried ? carried : '');
  const [saveMockup, saving] = useSaveMockupMutation();

  const save = async () => {
    const blob = await new Promise<Blob | null>((ok) => canvas.current?.toBlob(ok, 'image/png'));
    if (!blob) return;
    const r = await saveMockup({ mockup_id: mockup._id, inputs: editing.inputs(), preview: blob, saved_id: savedId });
    if ('data' in r && r.data) {
      setNote(MockupTexts.savedOk);
      editing.setChanged(false);
      if (!savedId) navigate(mockupPaths.savedMockup(r.data._id), { replace: true, state: { note: MockupTexts.savedOk } });
    } else setNote(serverMessage(r.error, 'Something went wrong.'));
  };

  const downloadHint = !signedIn ? MockupTexts.loginFirst : !generated ? MockupTexts.alterFirst : '';
  const saveHint = !signedIn ? MockupTexts.loginFirst : !changed ? MockupTexts.alterFirst : '';
  return (
    <>
      <div className={styles.editor}>
        <section>
          <h1>{mockup.name}</h1>
          <canvas ref={canvas} className={styles.preview} aria-label="Mockup preview" />
          {failed ? <p role="alert" className={styles.hint}>{failed}</p> : null}
        </section>
        <aside className={styles.panel}>
          <MockupLayers mockup={mockup} editing={editing} />
          <div className={styles.layerRow}>
            <Button variant="primary" disabled={!!downloadHint} title={downloadHint || undefined} onClick={() => setBuying(true)}>Download</Button>
            <Button disabled={!!saveHint || saving.isLoading} title={saveHint || undefined} onClick={() => void save()}>Save</Button>
          </div>
          {downloadHint ? <p className={styles.hint}>{downloadHint}</p> : saveHint ? <p className={styles.hint}>{saveHint}</p> : null}
          {note ? <p role="status">{note}</p> : null}
          <p className={styles.count}>Price: ${mockup.price} USD</p>
        </aside>
      </div>
      <Others mockup={mockup} signedIn={signedIn} />
      {buying ? <PurchaseDialog mockup={mockup} inputs={editing.inputs()} subscribed={subscribed} onClose={() => setBuying(false)} /> : null}
    </>
  );
}

/** 'Purchase and download mockup': card through the checkout (the plan skips it), then 'order placed', the render polled every 2 s, and the file. */
function PurchaseDialog({ mockup, inputs, subscribed, onClose }: { mockup: Mockup; inputs: MockupInputs; subscribed: boolean; onClose: () => void }) {
  const [addOrder] = useAddMockupOrderMutation();
  const [confirm] = useConfirmOrderMutation();
  const [pollStatus] = useMockupRenderStatusMutation();
  const [key] = useState(() => crypto.randomUUID());
  const [orderId, setOrderId] = useState('');
  const [checkout, setCheckout] = useState<string | null>(null);
  const [phase, setPhase] = useState<'choose' | 'paying' | 'placed' | 'done' | 'failed'>('choose');
  const [file, setFile] = useState('');
  const [error, setError] = useState('');
  const poll = useCallback(async (id: string) => {
    setPhase('placed');
    for (;;) {
      const r = await pollStatus({ orderId: id, skuIndex: 0 });
      if ('data' in r && r.data?.status === 'done' && r.data.fileSrc) { setFile(r.data.fileSrc); setPhase('done'); return; }
      if ('error' in r || r.data?.status === 'failed') { setPhase('failed'); setError(MockupTexts.orderFailed('support@designmaker.local')); return; }
      await new Promise((ok) => setTimeout(ok, MOCKUP_RENDER_POLL_MS));
    }
  }, [pollStatus]);
  const buy = async () => {
    setError('');
    const r = await addOrder({ mockup: mockup._id, inputs, payment_mode: subscribed ? 'subscription' : 'card', idempotency_key: key });
    if (!('data' in r) || !r.data) { setError(serverMessage(r.error, 'Something went wrong.')); return; }
    setOrderId(r.data._id);
    if (r.data.status === 'fulfilled') { void poll(r.data._id); return; }
    if (r.data.checkoutUrl) { setPhase('paying'); setCheckout(r.data.checkoutUrl); }
  };
  const paid = useCallback(async () => {
    setCheckout(null);
    const c = await confirm({ id: orderId, paymentDetails: 'card' });
    if ('error' in c) { setPhase('failed'); setError(MockupTexts.orderFailed('support@designmaker.local')); return; }
    void poll(orderId);
  }, [confirm, orderId, poll]);
  return (
    <>
      <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.45)' }} />
          <Dialog.Content style={{ position: 'fixed', top: '15%', left: '50%', transform: 'translateX(-50%)', background: '#fff', padding: 24, borderRadius: 12, width: 460 }} aria-describedby={undefined}>
            <Dialog.Title>{MockupTexts.purchaseTitle}</Dialog.Title>
            <p>{mockup.name}: ${mockup.price} USD{subscribed ? ' (included in your plan)' : ''}</p>
            {phase === 'choose' ? (
              <>
                {!subscribed ? <fieldset><label><input type="radio" name="pay" defaultChecked /> Card</label> <label><input type="radio" name="pay" disabled /> PayPal (under development)</label></fieldset> : null}
                <Button variant="primary" onClick={() => void buy()}>{subscribed ? 'Download' : `Pay $${mockup.price} and download`}</Button>
              </>
            ) : null}
            {phase === 'placed' ? (<><p role="status">{MockupTexts.orderPlaced}</p><progress className={styles.progress} aria-label="Rendering the mockup" /></>) : null}
            {phase === 'done' ? <a href={file} download="mockup.png" className={styles.card} style={{ padding: 12, boxShadow: 'none' }}>{MockupTexts.downloadNow}</a> : null}
            {error ? <p role="alert" className={styles.hint}>{error}</p> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <CheckoutDialog url={checkout} onSuccess={() => void paid()} onFailure={() => { setCheckout(null); setPhase('failed'); setError(MockupTexts.orderFailed('support@designmaker.local')); }} onClose={() => { setCheckout(null); setPhase('choose'); }} />
    </>
  );
}

function Others({ mockup, signedIn }: { mockup: Mockup; signedIn: boolean }) {
  const { data: others } = useMockupRecommendationsQuery(mockup._id);
  const { data: savedList } = useAllSavedMockupsQuery(undefined, { skip: !signedIn });
  return (
    <div style={{ padding: '0 24px 24px', maxWidth: 1400, margin: '0 auto' }}>
      <h2>{MockupTexts.tryOthers}</h2>
      <div className={styles.slider}>{others?.map((m) => <MockupCard key={m._id} mockup={m} />)}</div>
      {signedIn ? (
        <>
          <h2>{MockupTexts.yourSaved}</h2>
          {savedList?.length ? (
            <div className={styles.slider}>
              {savedList.map((s) => (
                <a key={s._id} className={styles.card} href={mockupPaths.savedMockup(s._id)}>
                  <img src={s.watermarked_output_src} alt={s.name} loading="lazy" />
                  <span>{s.name}</span>
                </a>
              ))}
            </div>
          ) : <p className={styles.empty}>{MockupTexts.noSaved}</p>}
        </>
      ) : null}
    </div>
  );
}
