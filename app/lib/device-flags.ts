/** Spec §9: the device detection flags. */
export type DeviceFlags = {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isWindows: boolean
  isMacOs: boolean
  isSafari: boolean
  isFirefox: boolean
  isEdge: boolean
  isChrome: boolean
  isSamsung: boolean
  isCrawler: boolean
}

/** Spec §9: the user agent is read again this long after a window resize. */
export const DEVICE_REFRESH_DELAY_MS = 50

/** The flags of an unknown device: a desktop. */
export const DESKTOP_FLAGS: DeviceFlags = {
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOs: false,
  isSafari: false,
  isFirefox: false,
  isEdge: false,
  isChrome: false,
  isSamsung: false,
  isCrawler: false,
}

/** Spec §9: on iPhone the viewport allows no user zoom; everywhere else zoom stays allowed. */
export function viewportContent(device: DeviceFlags): string {
  const base = 'width=device-width, initial-scale=1'
  return device.isIos && device.isMobile ? `${base}, maximum-scale=1` : base
}

/**
 * Issue 25: what a page drawn on the server knows of the device, so that one copy of a page
 * serves every visitor of the class (decision 0068): the form (the layout's first guess, and
 * the iPhone's viewport) and whether it is a crawler (no consent banner). Never the user agent.
 */
export type DeviceClass = DeviceForm | `${DeviceForm}-crawler`
type DeviceForm = 'desktop' | 'tablet' | 'phone' | 'iphone'

export const DEFAULT_DEVICE_CLASS: DeviceClass = 'desktop'

export function deviceClassOf(flags: DeviceFlags): DeviceClass {
  const form: DeviceForm = flags.isMobile
    ? flags.isIos
      ? 'iphone'
      : 'phone'
    : flags.isTablet
      ? 'tablet'
      : 'desktop'
  return flags.isCrawler ? `${form}-crawler` : form
}

/** The flags a page of the class is drawn with; the others are off until the browser reads them. */
export function flagsOfDeviceClass(deviceClass: DeviceClass): DeviceFlags {
  const form = deviceClass.replace(/-crawler$/, '')
  return {
    ...DESKTOP_FLAGS,
    isMobile: form === 'phone' || form === 'iphone',
    isTablet: form === 'tablet',
    isDesktop: form === 'desktop',
    isIos: form === 'iphone',
    isCrawler: deviceClass.endsWith('-crawler'),
  }
}
