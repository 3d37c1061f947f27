// The Download dialog (editor §2, §4): loading, then the cart when the design uses premium
// resources the user has not bought, then download. From the cart: 'Download with watermarks'
// (free; the server draws a watermark over each unpaid premium resource, never over the user's
// own content), 'Download with no watermarks (N credits)' when the credits cover the items,
// else 'Buy now and download' through the Checkout frame (the built-in test checkout, or the
// provider's). Download: file type (PNG, JPG, PDF) and pages (all or the current one); the server
// draws the pages (render jobs), a 'Downloading' loader shows how far it is, and the browser saves
// the file (several PNG or JPG pages as a zip of `{design name}_{index}_{page}.png`).
import { isAnimated } from '@dm/scene';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import type { PremiumResource } from '@dm/contracts';
import { useAuth } from '../../auth/hooks';
import { useCreditsQuery } from '../../auth/identityApi';
import { UpgradeDialog } from '../../auth/UpgradeDialog';
import { serverMessage, useAddDesignOrderMutation, useApplyCouponMutation, usePremiumResourcesMutation } from '../../orders/ordersApi';
import { Button } from '../../ui/Button';
import { Loader } from '../../ui/Spinner';
import { useEditor, useEditorSelector } from '../EditorContext';
import { CheckoutDialog } from './CheckoutDialog';
import { type ExportFormat, useRenderFile } from './downloadApi';
import { fileBase, pageFileName, saveFile, zipFiles } from './files';
import { designResourceRefs } from './premium';
import styles from './DownloadDialog.module.css';

const SOMETHING_WRONG = 'Something went wrong :/';
const PURCHASE_FAILED = 'Oops something went wrong :/';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const usd = (n: number) => `$${n.toFixed(2)}`;

type Stage = 'loading' | 'cart' | 'download';

const FORMATS: { id: ExportFormat; label: string; hint: string }[] = [
  { id: 'png', label: 'PNG', hint: 'Best for graphics and text' },
  { id: 'jpg', label: 'JPG', hint: 'Smaller files, best for photos' },
  { id: 'pdf', label: 'PDF', hint: 'Best for print; text stays selectable' },
  { id: 'mp4', label: 'MP4', hint: 'Video of the animation, 30 fps (animated designs)' },
];


type Progress = { done: number; total: number };

export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const editor = useEditor();
  const designId = useEditorSelector((s) => s.designId);
  const { user } = useAuth();
  const credits = useCreditsQuery(undefined, { skip: !open || !user });
  const [checkPremium] = usePremiumResourcesMutation();
  const [placeOrder, placing] = useAddDesignOrderMutation();
  const [applyCoupon, applyingCoupon] = useApplyCouponMutation();
  const [stage, setStage] = useState<Stage>('loading');
  const [items, setItems] = useState<PremiumResource[]>([]);
  const [watermarked, setWatermarked] = useState(false);
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<{ code: string; price: number; discount: number } | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [upgrading, setUpgrading] = useState(false);
  /** One key per purchase attempt: a second click while it is on its way buys once. */
  const purchaseKey = useRef<string | null>(null);

  const check = useCallback(async () => {
    setStage('loading');
    setWatermarked(false);
    setCoupon(null);
    setCouponCode('');
    const answer = await checkPremium({ design_id: designId || undefined, resources: designResourceRefs(editor.design) });
    if ('error' in answer && answer.error) {
      toast.error(SOMETHING_WRONG);
      setItems([]);
      setStage('download');
      return;
    }
    const premium = answer.data ?? [];
    setItems(premium);
    setStage(premium.length ? 'cart' : 'download');
  }, [checkPremium, designId, editor]);

  useEffect(() => {
    if (open) void check();
  }, [open, check]);

  const balance = credits.data?.['123rf'].remaining ?? 0;
  const count = items.length;
  const price = items.reduce((sum, r) => sum + r.price, 0);
  const pro = !!user?.photos_subscription;

  const buy = async (mode: 'credits' | 'card' | 'subscription') => {
    purchaseKey.current ??= crypto.randomUUID();
    const answer = await placeOrder({
      design_id: designId, resources: items.map((r) => r.id), payment_mode: mode, idempotency_key: purchaseKey.current,
      ...(mode === 'card' && coupon ? { coupon_code: coupon.code } : {}),
    });
    if ('error' in answer && answer.error) {
      purchaseKey.current = null;
      toast.error(serverMessage(answer.error, PURCHASE_FAILED));
      setStage('cart');
      return;
    }
    const { order, checkoutUrl: link, checkout_in_frame: inFrame } = answer.data!;
    if (order.status === 'fulfilled') {
      purchaseKey.current = null;
      toast.success(mode === 'credits' ? `Bought with ${plural(order.credits ?? count, 'credit')}` : 'Included in your plan');
      setItems([]);
      setStage('download');
      return;
    }
    if (!link) {
      purchaseKey.current = null;
      toast.error(SOMETHING_WRONG);
      return;
    }
    // the provider's own page (Stripe Checkout) cannot be framed: the browser goes there and the
    // payment return page brings it back to this design
    if (inFrame === false) {
      window.location.assign(link);
      return;
    }
    setCheckoutUrl(link);
  };

  const paid = useCallback(() => {
    purchaseKey.current = null;
    setCheckoutUrl(null);
    setItems([]);
    setStage('download');
    toast.success('Payment successful');
  }, []);
  const notPaid = useCallback(() => {
    purchaseKey.current = null;
    setCheckoutUrl(null);
    setStage('cart');
    toast.error(SOMETHING_WRONG);
  }, []);

  const applyCouponCode = async () => {
    const code = couponCode.trim();
    if (!code) return;
    const answer = await applyCoupon({ price, coupon_code: code });
    if ('error' in answer && answer.error) {
      setCoupon(null);
      toast.error(serverMessage(answer.error, SOMETHING_WRONG));
      return;
    }
    setCoupon({ code: answer.data!.coupon_code, price: answer.data!.price, discount: answer.data!.discount });
  };
  const [format, setFormat] = useState<ExportFormat>('png');
  const [which, setWhich] = useState<'all' | 'current'>('all');
  const [progress, setProgress] = useState<Progress | null>(null);
  const design = editor.design;
  const current = Math.max(0, design.pages.findIndex((p) => p.id === editor.page.id));
  const pageCount = design.pages.length;

  /** One render job to its output bytes; an error names what failed. */
  const render = useRenderFile();

  const download = async () => {
    const name = editor.state.name;
    const pages = which === 'all' ? design.pages.map((_, i) => i) : [current];
    try {
      if (format === 'mp4') {
        // the whole animation (every page in sequence), drawn and encoded on the server
        setProgress({ done: 0, total: 1 });
        const bytes = await render('mp4', design, 0);
        saveFile(new Blob([bytes as BlobPart], { type: 'video/mp4' }), `${fileBase(name)}.mp4`);
      } else if (format === 'pdf') {
        setProgress({ done: 0, total: 1 });
        const file = which === 'all' ? design : { ...design, pages: [design.pages[current]] };
        const bytes = await render('pdf', file, 0);
        saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${fileBase(name)}.pdf`);
      } else {
        const files: { name: string; bytes: Uint8Array }[] = [];
        setProgress({ done: 0, total: pages.length });
        for (const [i, page] of pages.entries()) {
          files.push({ name: pageFileName(name, i + 1, page + 1, format), bytes: await render(format, design, page) });
          setProgress({ done: i + 1, total: pages.length });
        }
        if (files.length === 1) saveFile(new Blob([files[0].bytes as BlobPart], { type: format === 'png' ? 'image/png' : 'image/jpeg' }), `${fileBase(name)}.${format}`);
        else saveFile(new Blob([zipFiles(files) as BlobPart], { type: 'application/zip' }), `${fileBase(name)}.zip`);
      }
      onOpenChange(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The download failed.');
    } finally {
      setProgress(null);
    }
  };

  const cart = (
    <>
      <p className={styles.lead}>
        This design uses {plural(count, 'premium item')}. Download it with watermarks for free, or buy {count === 1 ? 'it' : 'them'} to download without.
      </p>
      <ul className={styles.cart} aria-label="Premium items">
        {items.map((r) => (
          <li key={r.id} className={styles.item}>
            <img src={r.low_path || r.src} alt="" />
            <span className={styles.itemName}>
              {r.name}
              <span className={styles.itemKind}>Premium Image</span>
            </span>
            <span>{usd(r.price)} or 1 credit</span>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>Total</span>
        <span data-testid="cart-total">
          {coupon ? <><s>{usd(price)}</s> {usd(coupon.price)}</> : usd(price)} or {plural(count, 'credit')}
        </span>
      </div>
      <div className={styles.coupon}>
        <input aria-label="Coupon code" placeholder="Coupon code" value={couponCode} onChange={(e) => setCouponCode(e.target.value)} />
        <Button onClick={() => void applyCouponCode()} disabled={!couponCode.trim() || applyingCoupon.isLoading}>Apply</Button>
      </div>
      {coupon ? <p className={styles.couponNote}>Coupon {coupon.code}: {usd(coupon.discount)} off a card payment.</p> : null}
      <p className={styles.couponNote}>
        Your credits: {plural(balance, 'credit')}
        {pro ? null : <> · <button type="button" className={styles.link} onClick={() => setUpgrading(true)}>Premium images are included with Pro</button></>}
      </p>
      <div className={styles.actions}>
        {pro ? (
          <Button variant="primary" disabled={placing.isLoading} onClick={() => void buy('subscription')}>Download with no watermarks (Pro plan)</Button>
        ) : balance >= count ? (
          <Button variant="primary" disabled={placing.isLoading} onClick={() => void buy('credits')}>Download with no watermarks ({plural(count, 'credit')})</Button>
        ) : (
          <Button variant="primary" disabled={placing.isLoading} onClick={() => void buy('card')}>Buy now and download</Button>
        )}
        {!pro && balance >= count ? <Button disabled={placing.isLoading} onClick={() => void buy('card')}>Buy now and download</Button> : null}
        <Button onClick={() => { setWatermarked(true); setStage('download'); }}>Download with watermarks</Button>
      </div>
    </>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !progress && !checkoutUrl && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{stage === 'cart' ? 'Premium content' : 'Download'}</Dialog.Title>
          {stage === 'loading' ? <Loader text="Checking your design" /> : null}
          {stage === 'cart' ? cart : null}
          {stage === 'download' ? (
            <>
              {watermarked && items.length ? (
                <p className={styles.notice} role="note">
                  {plural(items.length, 'premium item')} will carry a watermark.{' '}
                  <button type="button" className={styles.link} onClick={() => setStage('cart')}>Buy instead</button>
                </p>
              ) : null}
            <fieldset className={styles.group} disabled={!!progress}>
              <legend className={styles.legend}>File type</legend>
              {FORMATS.filter((f) => f.id !== 'mp4' || isAnimated(design)).map((f) => (
                <label key={f.id} className={styles.option}>
                  <input type="radio" name="download-format" value={f.id} checked={format === f.id} onChange={() => setFormat(f.id)} />
                  <span className={styles.optionText}><strong>{f.label}</strong> <span className={styles.hint}>{f.hint}</span></span>
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.group} disabled={!!progress}>
              <legend className={styles.legend}>Pages</legend>
              <label className={styles.option}>
                <input type="radio" name="download-pages" value="all" checked={which === 'all'} onChange={() => setWhich('all')} />
                <span className={styles.optionText}>All pages ({pageCount})</span>
              </label>
              <label className={styles.option}>
                <input type="radio" name="download-pages" value="current" checked={which === 'current'} onChange={() => setWhich('current')} />
                <span className={styles.optionText}>Current page ({current + 1})</span>
              </label>
            </fieldset>
            {progress ? (
              <div className={styles.progress} role="status">
                <span>Downloading{progress.total > 1 ? ` (${progress.done} of ${progress.total} pages)` : ''}</span>
                <progress aria-label="Downloading" max={progress.total} value={progress.done} />
              </div>
            ) : (
              <Button variant="primary" className={styles.submit} onClick={() => void download()}>Download</Button>
            )}
            </>
          ) : null}
          <Dialog.Close className={styles.close} aria-label="Close" disabled={!!progress}>
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
      <UpgradeDialog open={upgrading} onOpenChange={setUpgrading} />
      <CheckoutDialog url={checkoutUrl} onSuccess={paid} onFailure={notPaid} onClose={() => { purchaseKey.current = null; setCheckoutUrl(null); }} />
    </Dialog.Root>
  );
}
