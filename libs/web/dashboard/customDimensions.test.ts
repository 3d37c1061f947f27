import { blankDesignRequest, canCreate, dimensionFormReducer, initialDimensionForm, pixelSize, type DimensionForm, type DimensionFormEvent } from './customDimensions';

const run = (...events: DimensionFormEvent[]): DimensionForm => events.reduce(dimensionFormReducer, initialDimensionForm);

describe('the Custom Dimensions form', () => {
  it('starts in px with no message', () => {
    expect(initialDimensionForm.unit).toBe('px');
    expect(initialDimensionForm.error).toBeNull();
    expect(canCreate(initialDimensionForm)).toBe(false);
  });

  it("says 'Invalid width' when a non-numeric width is left", () => {
    const form = run({ type: 'width', value: 'abc' }, { type: 'blur', field: 'width' });
    expect(form.error).toBe('Invalid width');
    expect(blankDesignRequest(form)).toBeNull();
  });

  it('does not complain about the height before the user has reached it', () => {
    const form = run({ type: 'width', value: '1080' }, { type: 'blur', field: 'width' });
    expect(form.error).toBeNull();
  });

  it("says 'Invalid height' when both were left and the height is not a number", () => {
    const form = run({ type: 'width', value: '1080' }, { type: 'blur', field: 'width' }, { type: 'height', value: 'x' }, { type: 'blur', field: 'height' });
    expect(form.error).toBe('Invalid height');
  });

  it('refuses 40px and 8000px exactly (the limits are exclusive) and accepts 41 and 7999', () => {
    const at = (w: string, h: string) => run({ type: 'width', value: w }, { type: 'height', value: h }, { type: 'submit' }).error;
    expect(at('40', '500')).toBe('Dimensions must be greater than 40px and smaller than 8000px');
    expect(at('500', '8000')).toBe('Dimensions must be greater than 40px and smaller than 8000px');
    expect(at('41', '7999')).toBeNull();
  });

  it('checks again on unit change, with the message of the new unit', () => {
    const px = run({ type: 'width', value: '3000' }, { type: 'height', value: '3000' }, { type: 'blur', field: 'height' }, { type: 'blur', field: 'width' });
    expect(px.error).toBeNull();
    const inches = dimensionFormReducer(px, { type: 'unit', unit: 'in' });
    expect(inches.error).toBe('Dimensions must be greater than 0.417in and smaller than 83.328in');
    expect(dimensionFormReducer(px, { type: 'unit', unit: 'mm' }).error).toBe('Dimensions must be greater than 10.583mm and smaller than 2116.664mm');
    expect(dimensionFormReducer(px, { type: 'unit', unit: 'cm' }).error).toBe('Dimensions must be greater than 1.058cm and smaller than 211.664cm');
  });

  it('keeps the red message while typing and clears it on the next check', () => {
    let form = run({ type: 'width', value: '5' }, { type: 'blur', field: 'width' });
    expect(form.error).toMatch(/^Dimensions must be/);
    form = dimensionFormReducer(form, { type: 'width', value: '500' });
    expect(form.error).not.toBeNull();
    form = dimensionFormReducer(form, { type: 'blur', field: 'width' });
    expect(form.error).toBeNull();
  });

  it('turns 5 x 3 in into a create request and a 480 x 288 px size', () => {
    const form = run({ type: 'width', value: '5' }, { type: 'height', value: '3' }, { type: 'unit', unit: 'in' });
    expect(form.error).toBeNull();
    expect(canCreate(form)).toBe(true);
    expect(blankDesignRequest(form)).toEqual({ width: 5, height: 3, dimension_units: 'in' });
    expect(pixelSize(form)).toEqual({ width: 480, height: 288 });
  });

  it('gives no request while a value is out of range', () => {
    const form = run({ type: 'width', value: '9000' }, { type: 'height', value: '100' });
    expect(blankDesignRequest(form)).toBeNull();
  });
});
