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
