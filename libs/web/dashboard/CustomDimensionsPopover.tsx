import { useId, useReducer, useState, type FormEvent } from 'react';
import { Popover } from 'radix-ui';
import { Ruler, X } from 'lucide-react';
import { Button } from '../ui/Button';
import {
  blankDesignRequest,
  canCreate,
  dimensionFormReducer,
  DIMENSION_UNITS,
  initialDimensionForm,
  pixelSize,
  type DimensionUnit,
} from './customDimensions';
import { DASHBOARD_TEXTS } from './texts';
import { useStartDesign } from './useStartDesign';
import styles from './CustomDimensionsPopover.module.css';

/**
 * The Custom Dimensions popover: width, height and unit (px by default), checked on blur and on
 * unit change with the contract's exact messages; a red message blocks Create. Create makes a
 * blank design and opens the editor.
 */
export function CustomDimensionsPopover() {
  const [open, setOpen] = useState(false);
  const [form, dispatch] = useReducer(dimensionFormReducer, initialDimensionForm);
  const { startBlank, busy } = useStartDesign();
  const ids = { width: useId(), height: useId(), unit: useId(), error: useId() };
  const px = form.error ? null : pixelSize(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submit' });
    const request = blankDesignRequest(form);
    if (!request) return;
    if (await startBlank(request)) setOpen(false);
  }

  const invalid = form.error !== null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary" className={styles.trigger}>
          <Ruler size={18} aria-hidden />
          {DASHBOARD_TEXTS.customDimensions}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="end" sideOffset={8} aria-label={DASHBOARD_TEXTS.customDimensions}>
          <form onSubmit={submit} noValidate>
            <div className={styles.head}>
              <h2 className={styles.title}>{DASHBOARD_TEXTS.customDimensions}</h2>
              <Popover.Close className={styles.close} aria-label="Close">
                <X size={18} aria-hidden />
              </Popover.Close>
            </div>
            <div className={styles.fields}>
              <label className={styles.field} htmlFor={ids.width}>
                <span>{DASHBOARD_TEXTS.width}</span>
                <input
                  id={ids.width}
                  className={styles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.width}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? ids.error : undefined}
                  onChange={(e) => dispatch({ type: 'width', value: e.target.value })}
                  onBlur={() => dispatch({ type: 'blur', field: 'width' })}
                />
              </label>
              <span className={styles.times} aria-hidden>
                ×
              </span>
              <label className={styles.field} htmlFor={ids.height}>
                <span>{DASHBOARD_TEXTS.height}</span>
                <input
                  id={ids.height}
                  className={styles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.height}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? ids.error : undefined}
                  onChange={(e) => dispatch({ type: 'height', value: e.target.value })}
                  onBlur={() => dispatch({ type: 'blur', field: 'height' })}
                />
              </label>
              <label className={styles.field} htmlFor={ids.unit}>
                <span>{DASHBOARD_TEXTS.unit}</span>
                <select
                  id={ids.unit}
                  className={styles.select}
                  value={form.unit}
                  onChange={(e) => dispatch({ type: 'unit', unit: e.target.value as DimensionUnit })}
                >
                  {DIMENSION_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {invalid ? (
              <p id={ids.error} className={styles.error} role="alert">
                {form.error}
              </p>
            ) : (
              <p className={styles.hint}>{px && form.unit !== 'px' ? `${px.width} x ${px.height} px` : ' '}</p>
            )}
            <Button type="submit" variant="primary" className={styles.create} disabled={!canCreate(form) || busy}
              aria-describedby={invalid ? ids.error : undefined}>
              {DASHBOARD_TEXTS.create}
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
