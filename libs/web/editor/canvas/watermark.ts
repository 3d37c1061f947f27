// Premium resources the user has not paid for carry a watermark on the canvas too, exactly as the
// server draws it in every export (the same rule, libs/contracts premium-use, and the same
// drawing, libs/scene watermark): what you see is what a free download gives. Buying them (or a
// plan) takes it off at once: a purchase refreshes the check.
import { createContext, useContext, useMemo } from 'react';
import { resourceUse, watermarkedElements } from '@dm/contracts/constants';
import { useUnpaidPremiumQuery } from '../../orders/ordersApi';
import { refsOf } from '../download/premium';
import { useEditorSelector } from '../EditorContext';

export const WatermarkContext = createContext<ReadonlySet<string> | undefined>(undefined);
export const useWatermark = () => useContext(WatermarkContext);

/** The elements of this design drawn watermarked (undefined for none), stable while they stay the same. */
export function usePremiumWatermark(): ReadonlySet<string> | undefined {
  const design = useEditorSelector((s) => s.design);
  // one walk of the design per change: the references asked about and the elements showing them
  const use = useMemo(() => resourceUse(design), [design]);
  const refs = useMemo(() => refsOf(use), [use]);
  const { data } = useUnpaidPremiumQuery({ resources: refs }, { skip: refs.length === 0 });
  const ids = useMemo(() => {
    if (!data?.length || !refs.length) return '';
    const unpaid = data.map((r) => ({ id: r.id, srcs: [r.src], bySrc: r.by_src }));
    return watermarkedElements(use, unpaid).sort().join('\n');
  }, [data, use, refs.length]);
  return useMemo(() => (ids ? new Set(ids.split('\n')) : undefined), [ids]);
}
