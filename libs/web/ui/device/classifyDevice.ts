import { BREAKPOINTS } from '../breakpoints';

/**
 * Which screen the app shows on this device.
 *
 * - 'phone': the app shows only the notice MOBILE_NOT_SUPPORTED (the spec: the editor is for
 *   desktop and tablet only; mobile devices get the notice).
 * - 'narrow': a desktop or tablet whose window is 767px wide or less; the dashboard is replaced
 *   by the tablet screen, everything else renders normally.
 * - 'wide': everything renders normally.
 *
 * How a phone is told apart from a tablet or a narrow desktop window. Width alone cannot do it:
 * a desktop user may shrink the window to 500px and still deserves the tablet screen, not a
 * refusal. So a device counts as a phone only when it is a handheld touch device whose screen
 * (not window) is phone-sized:
 *
 * 1. The browser says so: `navigator.userAgentData.mobile === true` (Chromium's client hint,
 *    false on tablets), or the user agent names a phone (iPhone, iPod, Windows Phone, or
 *    Android/other with the "Mobile" token, which Android tablets omit), or
 * 2. it has a coarse primary pointer and no hover (touch-first) AND the shorter side of the
 *    physical screen is under 600 CSS px (phones are 320-480; the smallest tablets are 600+).
 *
 * In both cases the shorter screen side must also be 767px or less, so a large touch laptop or
 * an iPad (whose Safari reports a desktop user agent anyway) is never called a phone.
 */
export type DeviceClass = 'phone' | 'narrow' | 'wide';

export interface DeviceSignals {
  /** window.innerWidth in CSS px. */
  viewportWidth: number;
  /** Math.min(screen.width, screen.height) in CSS px. */
  screenShortSide: number;
  userAgent: string;
  /** navigator.userAgentData?.mobile, when the browser has client hints. */
  uaMobileHint?: boolean;
  /** matchMedia('(pointer: coarse) and (hover: none)').matches */
  touchFirst: boolean;
}

/** The shorter screen side below which a touch-first device is a phone, not a tablet. */
export const PHONE_MAX_SHORT_SIDE = 600;

const PHONE_USER_AGENT = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Android.+Mobile|Mobile.+Firefox|\bMobi\b/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_USER_AGENT.test(userAgent);
}

export function classifyDevice(signals: DeviceSignals): DeviceClass {
  const phoneSizedScreen = signals.screenShortSide <= BREAKPOINTS.narrow;
  const saysPhone = signals.uaMobileHint === true || isPhoneUserAgent(signals.userAgent);
  const touchPhone = signals.touchFirst && signals.screenShortSide < PHONE_MAX_SHORT_SIDE;
  if (phoneSizedScreen && (saysPhone || touchPhone)) return 'phone';
  return signals.viewportWidth <= BREAKPOINTS.narrow ? 'narrow' : 'wide';
}
