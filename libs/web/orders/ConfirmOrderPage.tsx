import { useSearchParams } from 'react-router';
import { Screen } from '../ui/Screen';
import { Loader } from '../ui/Spinner';

/**
 * {design_base}/orders/confirm-order: the payment return page. It reads `id` (the order) and
 * `designId`, confirms the order, then opens {design_base}/designs/{designId}/edit (the confirm
 * call arrives with the orders context).
 */
export function ConfirmOrderPage() {
  const [params] = useSearchParams();
  return (
    <Screen title="Order confirmation">
      <div data-order-id={params.get('id') ?? undefined} data-design-id={params.get('designId') ?? undefined}>
        <Loader text="Confirming your order" />
      </div>
    </Screen>
  );
}
