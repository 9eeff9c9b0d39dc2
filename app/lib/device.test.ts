import { describe, expect, test } from 'vitest'
import { detectDevice, detectDeviceClass } from './device.ts'
import { type DeviceFlags, flagsOfDeviceClass, viewportContent } from './device-flags.ts'

const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.201 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

const NONE: DeviceFlags = {
  isMobile: false,
  isTablet: false,
  isDesktop: false,
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

describe('detectDevice', () => {
  test.each<{ name: string; userAgent: string; flags: Partial<DeviceFlags> }>([
    {
      name: 'iPhone Safari',
      userAgent: USER_AGENTS.iphoneSafari,
      flags: { isMobile: true, isIos: true, isSafari: true },
    },
    {
      name: 'iPad Safari is a tablet',
      userAgent: USER_AGENTS.ipadSafari,
      flags: { isTablet: true, isIos: true, isSafari: true },
    },
    {
      name: 'Android Chrome',
      userAgent: USER_AGENTS.androidChrome,
      flags: { isMobile: true, isAndroid: true, isChrome: true },
    },
    {
      name: 'Samsung browser is not Chrome',
      userAgent: USER_AGENTS.androidSamsung,
      flags: { isMobile: true, isAndroid: true, isSamsung: true },
    },
    {
      name: 'Edge is not Chrome',
      userAgent: USER_AGENTS.windowsEdge,
      flags: { isDesktop: true, isWindows: true, isEdge: true },
    },
    {
      name: 'Firefox on Windows',
      userAgent: USER_AGENTS.windowsFirefox,
      flags: { isDesktop: true, isWindows: true, isFirefox: true },
    },
    {
      name: 'Safari on macOS',
      userAgent: USER_AGENTS.macSafari,
      flags: { isDesktop: true, isMacOs: true, isSafari: true },
    },
    {
      name: 'Chrome on macOS',
      userAgent: USER_AGENTS.macChrome,
      flags: { isDesktop: true, isMacOs: true, isChrome: true },
    },
    {
      name: 'Googlebot is a crawler',
      userAgent: USER_AGENTS.googlebot,
      flags: { isDesktop: true, isCrawler: true },
    },
    { name: 'no user agent: a desktop', userAgent: '', flags: { isDesktop: true } },
  ])('$name', ({ userAgent, flags }) => {
    expect(detectDevice(userAgent)).toEqual({ ...NONE, ...flags })
  })
})

describe('detectDeviceClass', () => {
  test.each([
    { userAgent: USER_AGENTS.iphoneSafari, deviceClass: 'iphone' },
    { userAgent: USER_AGENTS.ipadSafari, deviceClass: 'tablet' },
    { userAgent: USER_AGENTS.androidChrome, deviceClass: 'phone' },
    { userAgent: USER_AGENTS.androidSamsung, deviceClass: 'phone' },
    { userAgent: USER_AGENTS.windowsEdge, deviceClass: 'desktop' },
    { userAgent: USER_AGENTS.macSafari, deviceClass: 'desktop' },
    { userAgent: USER_AGENTS.googlebot, deviceClass: 'desktop-crawler' },
    // Mobile-first indexing: Google's phone crawler gets the phone's page.
    { userAgent: USER_AGENTS.googlebotSmartphone, deviceClass: 'phone-crawler' },
    { userAgent: '', deviceClass: 'desktop' },
  ])('$deviceClass: $userAgent', ({ userAgent, deviceClass }) => {
    expect(detectDeviceClass(userAgent)).toBe(deviceClass)
  })

  test('a page drawn for the class has the flags the class holds, the others off', () => {
    expect(flagsOfDeviceClass('iphone')).toEqual({ ...NONE, isMobile: true, isIos: true })
    expect(flagsOfDeviceClass('tablet')).toEqual({ ...NONE, isTablet: true })
    expect(flagsOfDeviceClass('phone-crawler')).toEqual({
      ...NONE,
      isMobile: true,
      isCrawler: true,
    })
    expect(flagsOfDeviceClass('desktop')).toEqual({ ...NONE, isDesktop: true })
  })
})

// The page's viewport comes from its device class.
describe('viewportContent', () => {
  test.each([
    { name: 'iPhone: no user zoom', userAgent: USER_AGENTS.iphoneSafari, maximumScale: true },
    { name: 'iPad keeps zoom', userAgent: USER_AGENTS.ipadSafari, maximumScale: false },
    { name: 'Android keeps zoom', userAgent: USER_AGENTS.androidChrome, maximumScale: false },
    { name: 'desktop keeps zoom', userAgent: USER_AGENTS.macSafari, maximumScale: false },
  ])('$name', ({ userAgent, maximumScale }) => {
    expect(
      viewportContent(flagsOfDeviceClass(detectDeviceClass(userAgent))).includes('maximum-scale=1'),
    ).toBe(maximumScale)
  })
})
