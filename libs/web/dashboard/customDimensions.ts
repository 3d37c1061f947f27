import { DEFAULT_DIMENSION_UNIT, DIMENSION_LIMITS, DIMENSION_UNITS, DimensionMessages, validateDimensions, toPx } from '@dm/contracts/constants';
import type { DimensionUnit } from '@dm/contracts/types';

export { DIMENSION_UNITS, type DimensionUnit };

/**
 * The Custom Dimensions popover's form (library-and-dashboard.md section 5): numeric width and
 * height, a unit (px by default), validation on blur and on unit change with the contract's exact
 * messages. A shown message blocks creation. Pure: the popover is a thin shell around it.
 */
export interface DimensionForm {
  width: string;
  height: string;
  unit: DimensionUnit;
  /** Fields the user has left at least once; only those are checked before a create attempt. */
  touched: { width: boolean; height: boolean };
  /** The red message, or null. Set only by a blur, a unit change or a create attempt. */
  error: string | null;
}

export const initialDimensionForm: DimensionForm = {
  width: '',
  height: '',
  unit: DEFAULT_DIMENSION_UNIT,
  touched: { width: false, height: false },
  error: null,
};

export type DimensionFormEvent =
  | { type: 'width'; value: string }
  | { type: 'height'; value: string }
  | { type: 'blur'; field: 'width' | 'height' }
  | { type: 'unit'; unit: DimensionUnit }
  | { type: 'submit' };

/** Typing changes the value only; the message stays until the next check. */
export function dimensionFormReducer(form: DimensionForm, event: DimensionFormEvent): DimensionForm {
  switch (event.type) {
    case 'width':
      return { ...form, width: event.value };
    case 'height':
      return { ...form, height: event.value };
    case 'unit':
      return check({ ...form, unit: event.unit });
    case 'blur':
      return check({ ...form, touched: { ...form.touched, [event.field]: true } });
    case 'submit':
      return check({ ...form, touched: { width: true, height: true } });
  }
}

const isNumeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/**
 * The first problem among the fields the user has left, in the contract's words: leaving the
 * width must not greet the user with 'Invalid height' for the field they are about to fill.
 * A create attempt touches both, so it checks exactly what the server checks.
 */
function check(form: DimensionForm): DimensionForm {
  const { touched, unit } = form;
  if (touched.width && touched.height) return { ...form, error: validateDimensions(form.width, form.height, unit) };
  const { min, max } = DIMENSION_LIMITS[unit];
  const field = touched.width ? 'width' : touched.height ? 'height' : null;
  if (!field) return { ...form, error: null };
  const value = form[field];
  if (!isNumeric(value)) return { ...form, error: field === 'width' ? DimensionMessages.invalidWidth : DimensionMessages.invalidHeight };
  const n = Number(value);
  return { ...form, error: n > min && n < max ? null : DimensionMessages.outOfRange(unit) };
}

/** The request for saved_design/create_blank_design, or null while the form is invalid. */
export function blankDesignRequest(form: DimensionForm): { width: number; height: number; dimension_units: DimensionUnit } | null {
  if (validateDimensions(form.width, form.height, form.unit) !== null) return null;
  return { width: Number(form.width), height: Number(form.height), dimension_units: form.unit };
}

/** The size in pixels the design will have, for the hint under the fields ('480 x 288 px'). */
export function pixelSize(form: DimensionForm): { width: number; height: number } | null {
  const request = blankDesignRequest(form);
  if (!request) return null;
  return { width: toPx(request.width, form.unit), height: toPx(request.height, form.unit) };
}

/**
 * Create is offered once both fields hold text. Pressing it checks the form first (a 'submit'
 * event), so a red message blocks creation even when it appears at that moment.
 */
export function canCreate(form: DimensionForm): boolean {
  return form.width.trim() !== '' && form.height.trim() !== '';
}
