import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from 'radix-ui';
import { FolderCalls } from '@dm/contracts/calls';
import { MOCKUP_CROP_ZOOM, MOCKUP_PREVIEW_WIDTH, MOCKUP_RENDER_POLL_MS, MockupTexts } from '@dm/contracts/constants';
import type { HueInput, Mockup, MockupInputs, UserImageInput } from '@dm/contracts/types';
import { coverCrop, type ImageCrop } from '@dm/engine';
import { useAuth } from '../auth/hooks';
import { serverMessage } from '../api/envelope';
import { mockupPaths } from '../dashboard/paths';
import { CheckoutDialog } from '../editor/download/CheckoutDialog';
import { useConfirmOrderMutation } from '../orders/ordersApi';
import { Button } from '../ui/Button';
import { MockupCard } from './MockupCard';
import { composePreview, decodeImage, hueValueOf, type PlacedImage, previewScene, watermark } from './compose';
import { useAddMockupOrderMutation, useAllSavedMockupsQuery, useMockupQuery, useMockupRecommendationsQuery, useMockupRenderStatusMutation, useSavedMockupQuery, useSaveMockupMutation } from './mockupsApi';
import { pendingImage } from './pendingImage';
import styles from './Mockups.module.css';

interface Placed extends PlacedImage { src?: string; url: string }

async function uploadImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, 'mockup-image.png');
  const res = await fetch(`/api/${FolderCalls.uploadFile}`, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { response_code?: number; data?: { resources: { path: string }[] }; error?: string } | null;
  if (!res.ok || body?.response_code !== 1 || !body.data) throw new Error(body?.error ?? 'Something went wrong.');
  return body.data.resources[0].path;
}

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
  return <MockupEditor key={`${mockup._id}:${savedQ.data?._id ?? ''}`} mockup={mockup} savedId={savedQ.data?._id} initial={savedQ.data?.mockup_inputs} signedIn={signedIn} subscribed={!!user?.photos_subscription} />;
}

function MockupEditor({ mockup, savedId, initial, signedIn, subscribed }: { mockup: Mockup; savedId?: string; initial?: MockupInputs; signedIn: boolean; subscribed: boolean }) {
  const navigate = useNavigate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hues, setHues] = useState<Map<string, HueInput>>(() => new Map((initial?.hue_values ?? []).map((h) => [h.layer, h])));
  const [placed, setPlaced] = useState<Map<string, Placed>>(new Map());
  const [changed, setChanged] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [failed, setFailed] = useState('');
  const [cropping, setCropping] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const [note, setNote] = useState('');
  const [saveMockup, saving] = useSaveMockupMutation();
  const dynamic = mockup.layers.filter((l) => l.type === 'dynamic');
  const hueLayers = mockup.layers.filter((l) => l.features.hue);

  const place = useCallback(async (layerId: string, blob: Blob, src?: string, crop?: ImageCrop) => {
    const layer = mockup.layers.find((l) => l._id === layerId)!;
    const image = await decodeImage(blob);
    const aspect = (layer.upload_resolution?.width ?? 1) / (layer.upload_resolution?.height ?? 1);
    const c = crop ?? { ...coverCrop(image.width, image.height, aspect), rotate: 0 };
    const url = URL.createObjectURL(blob);
    setPlaced((m) => new Map(m).set(layerId, { image, crop: c, src, url }));
  }, [mockup.layers]);

  // a saved mockup's images, or the image chosen on the listing
  useEffect(() => {
    void (async () => {
      if (initial) {
        for (const ui of initial.user_images) {
          const blob = await (await fetch(ui.src, { credentials: 'same-origin' })).blob();
          await place(ui.layer, blob, ui.src, ui.cropDetails);
        }
      } else {
        const p = pendingImage();
        if (p && dynamic[0]) { await place(dynamic[0]._id, p); setChanged(true); }
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // every change draws the preview again
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const scene = await previewScene(mockup, MOCKUP_PREVIEW_WIDTH);
        const img = await composePreview(scene, new Map([...hues].map(([k, v]) => [k, { h: v.h, s: v.s, l: v.l, a: v.a }])), placed);
        if (!live || !canvas.current) return;
        const ctx = canvas.current.getContext('2d')!;
        canvas.current.width = img.width;
        canvas.current.height = img.height;
        ctx.putImageData(img, 0, 0);
        watermark(ctx, img.width, img.height);
        setGenerated(placed.size > 0);
        canvas.current.dataset.generated = String(Date.now());
      } catch {
        if (live) setFailed(MockupTexts.generationFailed);
      }
    })();
    return () => { live = false; };
  }, [mockup, hues, placed]);

  const inputs = (): MockupInputs => ({
    hue_values: [...hues.values()],
    user_images: [...placed].filter(([, p]) => p.src).map(([layer, p]): UserImageInput => ({ layer, src: p.src!, cropDetails: { ...p.crop, rotate: (p.crop.rotate ?? 0) as 0 | 90 | 180 | 270, zoom: (p.crop as { zoom?: number }).zoom ?? 1 } })),
  });

  const choose = async (layerId: string, file: File) => {
    setFailed('');
    try {
      const src = signedIn ? await uploadImage(file) : undefined;
      await place(layerId, file, src);
      setChanged(true);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : MockupTexts.generationFailed);
    }
  };

  const save = async () => {
    const blob = await new Promise<Blob | null>((ok) => canvas.current?.toBlob(ok, 'image/png'));
    if (!blob) return;
    const r = await saveMockup({ mockup_id: mockup._id, inputs: inputs(), preview: blob, saved_id: savedId });
    if ('data' in r && r.data) {
      setNote(MockupTexts.savedOk);
      setChanged(false);
      if (!savedId) navigate(mockupPaths.savedMockup(r.data._id), { replace: true });
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
          {dynamic.map((l) => (
            <ImageLayer key={l._id} name={l.name} placed={placed.get(l._id)} onChoose={(f) => void choose(l._id, f)}
              onAdjust={() => setCropping(l._id)} onRemove={() => { setPlaced((m) => { const n = new Map(m); n.delete(l._id); return n; }); setChanged(true); }} />
          ))}
          {hueLayers.map((l) => (
            <HueLayer key={l._id} name={l.name} onApply={(hex) => { setHues((m) => new Map(m).set(l._id, { layer: l._id, ...hueValueOf(hex) })); setChanged(true); }} />
          ))}
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
      {cropping && placed.get(cropping) ? (
        <CropDialog placed={placed.get(cropping)!} aspect={(() => { const l = mockup.layers.find((x) => x._id === cropping)!; return (l.upload_resolution?.width ?? 1) / (l.upload_resolution?.height ?? 1); })()}
          onClose={() => setCropping(null)}
          onCrop={(crop) => { setPlaced((m) => new Map(m).set(cropping, { ...m.get(cropping)!, crop })); setChanged(true); setCropping(null); }} />
      ) : null}
      {buying ? <PurchaseDialog mockup={mockup} inputs={inputs()} subscribed={subscribed} onClose={() => setBuying(false)} /> : null}
    </>
  );
}

function ImageLayer({ name, placed, onChoose, onAdjust, onRemove }: { name: string; placed?: Placed; onChoose: (f: File) => void; onAdjust: () => void; onRemove: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.layer} data-layer={name}>
      <strong>{name}</strong>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden aria-label={`${name} image file`} onChange={(e) => { const f = e.target.files?.[0]; if (f) onChoose(f); e.target.value = ''; }} />
      <div className={styles.layerRow}>
        {placed ? <img src={placed.url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
        <Button onClick={() => input.current?.click()}>{MockupTexts.uploadImage}</Button>
        {placed ? <Button onClick={onAdjust}>{MockupTexts.adjustImage}</Button> : null}
        {placed ? <Button aria-label={`Remove ${name} image`} onClick={onRemove}>Remove</Button> : null}
      </div>
    </div>
  );
}

function HueLayer({ name, onApply }: { name: string; onApply: (hex: string) => void }) {
  const [hex, setHex] = useState('#3f7fd8');
  return (
    <div className={styles.layer}>
      <strong>{name}</strong>
      <div className={styles.layerRow}>
        <label>{MockupTexts.chooseColor} <input type="color" aria-label={`${MockupTexts.chooseColor} for ${name}`} value={hex} onChange={(e) => setHex(e.target.value)} /></label>
        <Button onClick={() => onApply(hex)}>{MockupTexts.apply}</Button>
      </div>
    </div>
  );
}

/** 'Crop selected image': rotate in quarter turns, zoom 1–100 (into the centre), Crop. */
function CropDialog({ placed, aspect, onCrop, onClose }: { placed: Placed; aspect: number; onCrop: (c: ImageCrop & { zoom: number }) => void; onClose: () => void }) {
  const [rotate, setRotate] = useState(placed.crop.rotate ?? 0);
  const [zoom, setZoom] = useState((placed.crop as { zoom?: number }).zoom ?? 1);
  const crop = useMemo(() => {
    const turned = rotate % 180 !== 0;
    const w = turned ? placed.image.height : placed.image.width, h = turned ? placed.image.width : placed.image.height;
    const full = coverCrop(w, h, aspect);
    const k = 1 + (zoom - 1) / 33;
    const cw = Math.max(1, Math.round(full.width / k)), ch = Math.max(1, Math.round(full.height / k));
    return { x: Math.round((w - cw) / 2), y: Math.round((h - ch) / 2), width: cw, height: ch, rotate, zoom };
  }, [rotate, zoom, aspect, placed.image]);
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.45)' }} />
        <Dialog.Content style={{ position: 'fixed', top: '10%', left: '50%', transform: 'translateX(-50%)', background: '#fff', padding: 20, borderRadius: 12, width: 520 }} aria-describedby={undefined}>
          <Dialog.Title>{MockupTexts.cropTitle}</Dialog.Title>
          <div className={styles.cropFrame}>
            <img src={placed.url} alt="" className={styles.cropArea} style={{ transform: `rotate(${rotate}deg) scale(${1 + (zoom - 1) / 33})` }} />
          </div>
          <div className={styles.layerRow}>
            <Button onClick={() => setRotate((r) => (r + 90) % 360)}>Rotate</Button>
            <label>Zoom <input type="range" min={MOCKUP_CROP_ZOOM.min} max={MOCKUP_CROP_ZOOM.max} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} aria-label="Zoom" /></label>
            <Button variant="primary" onClick={() => onCrop(crop)}>{MockupTexts.crop}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
