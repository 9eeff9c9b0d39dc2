import { defaultConfig } from 'lighthouse'

/** The part of Lighthouse's settings (LH.Config.Settings) that the bench's phone copies. */
export type LighthouseMobileSettings = {
  readonly emulatedUserAgent?: string | boolean
  readonly throttling?: {
    readonly requestLatencyMs?: number
    readonly downloadThroughputKbps?: number
    readonly uploadThroughputKbps?: number
    readonly cpuSlowdownMultiplier?: number
  }
}

/** A phone as Lighthouse's mobile preset has it: its user agent and its slow 4G. */
export type MobileDevice = {
  readonly userAgent: string
  readonly cpuSlowdown: number
  /** CDP Network.emulateNetworkConditions' fields: milliseconds and bytes per second. */
  readonly network: {
    readonly offline: false
    readonly latency: number
    readonly downloadThroughput: number
    readonly uploadThroughput: number
  }
}

/**
 * Reads Lighthouse's mobile defaults, so every measure emulates the phone Lighthouse does.
 * Its slow 4G is 150 ms RTT, 1.6 Mbps down, 750 kbps up. CDP throttles whole requests, not
 * packets, so Lighthouse's own DevTools throttling applies it as 150 × 3.75 = 562.5 ms per
 * request and 90 % of each throughput (1474.56 and 675 kbps, kb of 1024 bits); so does the bench.
 */
export function readMobileDevice(settings: LighthouseMobileSettings | undefined): MobileDevice {
  const userAgent = settings?.emulatedUserAgent
  const throttling = settings?.throttling
  const latency = throttling?.requestLatencyMs
  const download = throttling?.downloadThroughputKbps
  const upload = throttling?.uploadThroughputKbps
  const cpuSlowdown = throttling?.cpuSlowdownMultiplier
  if (
    typeof userAgent !== 'string' ||
    latency === undefined ||
    download === undefined ||
    upload === undefined ||
    cpuSlowdown === undefined
  ) {
    throw new Error("Lighthouse's default settings lack the mobile user agent or throttling")
  }
  const toBytesPerSecond = (kilobits: number) => (kilobits * 1024) / 8
  return {
    userAgent,
    cpuSlowdown,
    network: {
      offline: false,
      latency,
      downloadThroughput: toBytesPerSecond(download),
      uploadThroughput: toBytesPerSecond(upload),
    },
  }
}

export const MOBILE_DEVICE = readMobileDevice(defaultConfig.settings)
