import { isbot } from 'isbot'
import { UAParser } from 'ua-parser-js'
import { type DeviceClass, type DeviceFlags, deviceClassOf } from './device-flags.ts'

/** The flags of a user agent; an empty or unknown one is a desktop with every other flag off. */
export function detectDevice(userAgent: string): DeviceFlags {
  const { browser, device, os } = UAParser(userAgent)
  const isMobile = device.type === 'mobile'
  const isTablet = device.type === 'tablet'
  const browserName = browser.name ?? ''
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: os.name === 'iOS',
    isAndroid: os.name === 'Android',
    isWindows: os.name === 'Windows',
    isMacOs: os.name === 'Mac OS',
    // Every browser on iOS is Safari's engine; ua-parser names the app (Chrome on iOS is "Chrome").
    isSafari: browserName === 'Safari' || browserName === 'Mobile Safari',
    isFirefox: browserName === 'Firefox' || browserName === 'Mobile Firefox',
    isEdge: browserName === 'Edge',
    isChrome: browserName === 'Chrome' || browserName === 'Chrome Headless',
    isSamsung: browserName === 'Samsung Internet',
    isCrawler: userAgent !== '' && isbot(userAgent),
  }
}

/** The device class of a user agent (decision 0068): the one thing of it a page depends on. */
export function detectDeviceClass(userAgent: string): DeviceClass {
  return deviceClassOf(detectDevice(userAgent))
}
