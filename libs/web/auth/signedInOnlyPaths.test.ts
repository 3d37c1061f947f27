import { isSignedInOnlyPath } from './signedInOnlyPaths';

describe('isSignedInOnlyPath', () => {
  it.each([
    '/designmaker/start/brand-kit',
    '/designmaker/start/design-orders/',
    '/designmaker/start/shared-designs',
    '/designmaker/start/folders',
    '/designmaker/start/folders/f1/edit',
    '/designmaker/start/all-designs',
    '/designmaker/start/orders',
    '/designmaker/start/orders/confirm-order',
    '/mockupmaker/start/orders',
  ])('%s is for signed-in users only', (path) => {
    expect(isSignedInOnlyPath(path)).toBe(true);
  });

  it.each(['/', '/designmaker/start', '/designmaker/start/templates', '/designmaker/start/wizard', '/designmaker/start/folders-x', '/mockupmaker/start'])(
    '%s is open to visitors',
    (path) => {
      expect(isSignedInOnlyPath(path)).toBe(false);
    },
  );
});
