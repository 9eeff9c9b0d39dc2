import { expect, test } from 'vitest'
import { MOBILE_DEVICE, readMobileDevice } from './mobile-device.ts'

test("MOBILE_DEVICE: Lighthouse's slow 4G as its DevTools throttling applies it, and 4× CPU", () => {
  expect(MOBILE_DEVICE.cpuSlowdown).toBe(4)
  expect(MOBILE_DEVICE.network.latency).toBe(562.5)
  expect(MOBILE_DEVICE.network.downloadThroughput).toBeCloseTo(188_743.68)
  expect(MOBILE_DEVICE.network.uploadThroughput).toBe(86_400)
  expect(MOBILE_DEVICE.userAgent).toMatch(/Android.*Mobile/)
})

test('readMobileDevice: kilobits per second become bytes per second', () => {
  const device = readMobileDevice({
    emulatedUserAgent: 'phone',
    throttling: {
      requestLatencyMs: 100,
      downloadThroughputKbps: 8,
      uploadThroughputKbps: 16,
      cpuSlowdownMultiplier: 2,
    },
  })
  expect(device).toEqual({
    userAgent: 'phone',
    cpuSlowdown: 2,
    network: { offline: false, latency: 100, downloadThroughput: 1024, uploadThroughput: 2048 },
  })
})

test('readMobileDevice: settings without a user agent are a bug', () => {
  expect(() => readMobileDevice({ emulatedUserAgent: false, throttling: {} })).toThrow(
    /mobile user agent/,
  )
})
