import { classifyDevice, isPhoneUserAgent, type DeviceSignals } from './classifyDevice';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function desktop(viewportWidth: number): DeviceSignals {
  return { viewportWidth, screenShortSide: 1080, userAgent: DESKTOP_UA, touchFirst: false };
}

describe('classifyDevice', () => {
  it('shows the full app on a desktop window wider than 767px', () => {
    expect(classifyDevice(desktop(1280))).toBe('wide');
    expect(classifyDevice(desktop(768))).toBe('wide');
  });

  it('shows the tablet screen on a desktop window of 767px or less, never the mobile notice', () => {
    expect(classifyDevice(desktop(767))).toBe('narrow');
    expect(classifyDevice(desktop(400))).toBe('narrow');
  });

  it('gives an iPhone or an Android phone the mobile notice', () => {
    expect(classifyDevice({ viewportWidth: 390, screenShortSide: 390, userAgent: IPHONE_UA, touchFirst: true })).toBe('phone');
    expect(classifyDevice({ viewportWidth: 412, screenShortSide: 412, userAgent: ANDROID_PHONE_UA, touchFirst: true })).toBe('phone');
  });

  it('gives a phone the notice even when it is turned sideways and wider than 767px', () => {
    expect(classifyDevice({ viewportWidth: 844, screenShortSide: 390, userAgent: IPHONE_UA, touchFirst: true })).toBe('phone');
  });

  it('trusts the client hint that a device is mobile', () => {
    expect(
      classifyDevice({ viewportWidth: 400, screenShortSide: 400, userAgent: DESKTOP_UA, uaMobileHint: true, touchFirst: true }),
    ).toBe('phone');
  });

  it('treats a small touch-first screen as a phone even with a desktop user agent', () => {
    expect(classifyDevice({ viewportWidth: 375, screenShortSide: 375, userAgent: DESKTOP_UA, touchFirst: true })).toBe('phone');
  });

  it('keeps tablets on the tablet screen or the full app', () => {
    // setup: an Android tablet in portrait (800 wide) and an iPad mini in portrait (744 wide)
    const androidTablet = { viewportWidth: 800, screenShortSide: 800, userAgent: ANDROID_TABLET_UA, touchFirst: true };
    const ipadMini = { viewportWidth: 744, screenShortSide: 744, userAgent: DESKTOP_UA, touchFirst: true };
    // check
    expect(classifyDevice(androidTablet)).toBe('wide');
    expect(classifyDevice(ipadMini)).toBe('narrow');
  });

  it('recognises phone user agents but not tablet or desktop ones', () => {
    expect(isPhoneUserAgent(IPHONE_UA)).toBe(true);
    expect(isPhoneUserAgent(ANDROID_PHONE_UA)).toBe(true);
    expect(isPhoneUserAgent(ANDROID_TABLET_UA)).toBe(false);
    expect(isPhoneUserAgent(DESKTOP_UA)).toBe(false);
  });
});
