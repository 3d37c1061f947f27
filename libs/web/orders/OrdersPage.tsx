import { useEffect, useState } from 'react';
import { MockupTexts } from '@dm/contracts/constants';
import { useMockupRenderStatusMutation } from '../mockups/mockupsApi';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { Order } from '@dm/contracts/types';
import { OrderMessages } from '@dm/contracts/constants';
import { designPaths } from '../dashboard/paths';
import { EmptyState } from '../ui/EmptyState';
import { Screen, Section } from '../ui/Screen';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';
import { serverMessage, useOrderHistoryQuery } from './ordersApi';
import styles from './Orders.module.css';

const placedOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Order history, 'Your Orders': {design_base}/orders, {design_base}/design-orders and the mockup
 * tool's order page (visitors are sent to {design_base}). Fulfilled orders of premium images are
 * cards (library §2); mockup orders are listed apart (they arrive with the mockup maker).
 */
export function OrdersPage() {
  const history = useOrderHistoryQuery();
  const orders = (history.data ?? []).filter((o) => o.status === 'fulfilled' && o.skus[0]?.type !== 'mockup');
  const mockups = (history.data ?? []).filter((o) => o.skus[0]?.type === 'mockup');
  return (
    <Screen title={TEXTS.yourOrders}>
      {history.isLoading ? <Loader text="Loading your orders" /> : null}
      {history.error ? <p role="alert">{serverMessage(history.error, 'Something went wrong :/')}</p> : null}
      {history.data && !orders.length ? <EmptyState>{OrderMessages.emptyOrders}</EmptyState> : null}
      <ul className={styles.orders} aria-label="Orders">
        {orders.map((o) => <OrderCard key={o._id} order={o} />)}
      </ul>
      {history.data ? (
        <Section title="Mockup orders">
          {mockups.length ? (
            <ul className={styles.orderItems} aria-label="Mockup orders">
              {mockups.map((o) => <MockupOrder key={o._id} order={o} />)}
            </ul>
          ) : <EmptyState>{OrderMessages.emptyMockupOrders}</EmptyState>}
        </Section>
      ) : null}
    </Screen>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <li className={styles.orderCard} aria-label={`Order ${order._id}`}>
      <div className={styles.orderHead}>
        <div>
          <span className={styles.label}>Order ID</span>
          <span className={styles.value}>{order._id}</span>
        </div>
        <div>
          <span className={styles.label}>Placed on</span>
          <span className={styles.value}>{placedOn(order.createdAt)}</span>
        </div>
        <div>
          <span className={styles.label}>Order Total</span>
          <span className={styles.value}>
            ${order.amount} USD{order.payment_mode === 'credits' ? ` (${order.credits} credit${order.credits === 1 ? '' : 's'})` : order.payment_mode === 'subscription' ? ' (Pro plan)' : ''}
          </span>
        </div>
      </div>
      <ul className={styles.orderItems}>
        {order.skus.flatMap((s) => (s.type === 'design_resource' ? [s] : [])).map((s) => (
          <li key={s.design_resource} className={styles.orderItem}>
            <Link to={designPaths.design(s.design)} aria-label={`Open the design with ${s.name}`}>
              <img src={s.image_src} alt={s.name} />
            </Link>
            <div>
              <strong>Premium Image</strong>
              <span className={styles.muted}>{s.name}</span>
              <span className={styles.license}>
                {s.license === 'single' ? <span>single</span> : <Users size={14} aria-label="multi-user" />} license purchased
              </span>
              <span>Item Price - ${s.price} USD</span>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A mockup order: its product picture, status, and 'Download Now' (mockup.png) once rendered. */
function MockupOrder({ order }: { order: Order }) {
  const sku = order.skus[0];
  const [poll] = useMockupRenderStatusMutation();
  const [file, setFile] = useState('');
  useEffect(() => {
    if (order.status !== 'fulfilled') return;
    void poll({ orderId: order._id, skuIndex: 0 }).then((r) => { if ('data' in r && r.data?.fileSrc) setFile(r.data.fileSrc); });
  }, [order._id, order.status, poll]);
  return (
    <li className={styles.orderItem} aria-label={`Mockup order ${order._id}`}>
      <img src={sku.image_src} alt={sku.name} />
      <div>
        <strong>{sku.name}</strong>
        <span className={styles.muted}>Order ID {order._id} · {placedOn(order.createdAt)} · {order.status === 'fulfilled' ? 'fulfilled' : 'pending'}</span>
        <span>${order.amount} USD</span>
        {file ? <a href={file} download="mockup.png">{MockupTexts.downloadNow}</a> : null}
      </div>
    </li>
  );
}
