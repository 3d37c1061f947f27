import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ORDER_PAYMENT_FAILURE } from '@dm/contracts/constants';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Spinner';
import { serverMessage, useTestCheckoutPayMutation, useTestCheckoutQuery } from './ordersApi';
import styles from './Orders.module.css';

/**
 * The built-in test checkout (/checkout/test/{orderId}): the embedded default when no payment
 * provider is configured, clearly marked TEST MODE. No money moves: 'Pay' records the payment and
 * goes to the payment return page (which confirms the order and tells the editor); 'Decline'
 * records a declined payment and tells the editor at once (orderPaymentFailure).
 */
export function TestCheckoutPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useTestCheckoutQuery(orderId);
  const [pay, paying] = useTestCheckoutPayMutation();
  const [error, setError] = useState<string | null>(null);
  const framed = window.parent !== window;

  const settle = async (outcome: 'success' | 'failure') => {
    const answer = await pay({ order_id: orderId, outcome });
    if ('error' in answer && answer.error) {
      setError(serverMessage(answer.error, 'Something went wrong :/'));
      return;
    }
    if (outcome === 'failure' && framed) window.parent.postMessage(ORDER_PAYMENT_FAILURE, window.location.origin);
    else navigate(answer.data!.return_url, { replace: true });
  };

  const order = checkout.data?.order;
  return (
    <main className={styles.checkoutPage}>
      <title>Test checkout · Designmaker</title>
      <p className={styles.testMode} role="note">TEST MODE: no money moves and no card is charged.</p>
      {checkout.isLoading ? <Loader text="Loading your order" /> : null}
      {checkout.error ? <p role="alert">{serverMessage(checkout.error, 'Something went wrong :/')}</p> : null}
      {order ? (
        <>
          <h1 className={styles.checkoutTitle}>Pay for your order</h1>
          <ul className={styles.checkoutItems} aria-label="Order items">
            {order.skus.map((s) => (
              <li key={s.type === 'mockup' ? s.mockup : s.design_resource}>
                <span>{s.name} · {s.type === 'mockup' ? 'Mockup' : 'Premium Image'}</span>
                <span>${s.price.toFixed(2)}</span>
              </li>
            ))}
          </ul>
          {order.coupon ? <p className={styles.muted}>Coupon {order.coupon.coupon_code}: −${order.coupon.discount.toFixed(2)}</p> : null}
          <p className={styles.checkoutTotal}>
            <span>Total</span>
            <span>${order.amount.toFixed(2)} USD</span>
          </p>
          <label className={styles.card}>
            <span>Card number (test)</span>
            <input value="4242 4242 4242 4242" readOnly aria-label="Card number (test)" />
          </label>
          {order.status === 'pending' ? (
            <div className={styles.checkoutActions}>
              <Button variant="primary" disabled={paying.isLoading} onClick={() => void settle('success')}>Pay ${order.amount.toFixed(2)}</Button>
              <Button disabled={paying.isLoading} onClick={() => void settle('failure')}>Decline payment</Button>
            </div>
          ) : (
            <p role="status">This order is {order.status === 'failed' ? 'declined' : 'paid'}.</p>
          )}
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
        </>
      ) : null}
    </main>
  );
}
