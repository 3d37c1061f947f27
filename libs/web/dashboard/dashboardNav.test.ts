import { dashboardNavFor } from './dashboardNav';

const labels = (groups: { label: string }[][]) => groups.flat().map((item) => item.label);

describe('the dashboard navigation', () => {
  it('shows Shared with me, Folders and Purchases only when signed in', () => {
    expect(labels(dashboardNavFor(true))).toEqual(expect.arrayContaining(['Shared with me', 'Folders', 'Purchases']));
    const visitor = labels(dashboardNavFor(false));
    for (const hidden of ['Shared with me', 'Folders', 'Purchases', 'All your designs', 'Brand Kit']) expect(visitor).not.toContain(hidden);
  });

  it('keeps the public sections for visitors and drops groups left empty', () => {
    const visitor = dashboardNavFor(false);
    expect(labels(visitor)).toEqual(['Home', 'Templates', 'Categories', 'Wizard']);
    expect(visitor.every((group) => group.length > 0)).toBe(true);
  });
});
