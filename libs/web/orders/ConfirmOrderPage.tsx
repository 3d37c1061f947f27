import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_PAYMENT_FAILURE, ORDER_PAYMENT_SUCCESS } from '@dm/contracts/constants';
import { designPaths } from '../dashboard/paths';
import { Screen } from '../ui/Screen';
import { Loader } from '../ui/Spinner';
import { useConfirmOrderMutation } from './ordersApi';

/** How long the outcome shows before the editor opens. */
const REDIRECT_MS = 1500;

/**
 * {design_base}/orders/confirm-order?id={order}&designId={design}: the payment return page. It
 * confirms the order (the server fulfils it only once it is paid; confirming again changes
 * nothing), shows 'Success' or 'Payment Failed', tells a parent window (the editor's Checkout
 * frame) with orderPaymentSuccess or orderPaymentFailure, and otherwise opens the editor.
 */
export function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const designId = params.get('designId') ?? '';
  const [confirm] = useConfirmOrderMutation();
  const [status, setStatus] = useState<'loading' | 'done'>('loading');
  const [ok, setOk] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const answer = id ? await confirm({ id, paymentDetails: { provider: 'checkout' } }) : { error: 'no order' };
      const success = !('error' in answer && answer.error);
      setOk(success);
      setStatus('done');
      const framed = window.parent !== window;
      if (framed) window.parent.postMessage(success ? ORDER_PAYMENT_SUCCESS : ORDER_PAYMENT_FAILURE, window.location.origin);
      else if (designId) setTimeout(() => navigate(designPaths.design(designId), { replace: true }), REDIRECT_MS);
    })();
  }, [confirm, designId, id, navigate]);

  return (
    <Screen title="Order confirmation">
      <div data-order-id={id || undefined} data-design-id={designId || undefined} role="status">
        {status === 'loading' ? <Loader text="Confirming your order" /> : ok ? <p>Success</p> : <p>Payment Failed</p>}
      </div>
    </Screen>
  );
}
