import { useSyncExternalStore } from 'react';
import { classifyDevice, type DeviceClass } from './classifyDevice';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

const TOUCH_FIRST = '(pointer: coarse) and (hover: none)';

function readDeviceClass(): DeviceClass {
  const nav = navigator as NavigatorWithHints;
  return classifyDevice({
    viewportWidth: window.innerWidth,
    screenShortSide: Math.min(window.screen.width, window.screen.height),
    userAgent: nav.userAgent,
    uaMobileHint: nav.userAgentData?.mobile,
    touchFirst: window.matchMedia(TOUCH_FIRST).matches,
  });
}

function subscribe(onChange: () => void): () => void {
  const touch = window.matchMedia(TOUCH_FIRST);
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  touch.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
    touch.removeEventListener('change', onChange);
  };
}

/** 'phone', 'narrow' (767px or less) or 'wide', kept current on resize and rotation. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, readDeviceClass, () => 'wide');
}
