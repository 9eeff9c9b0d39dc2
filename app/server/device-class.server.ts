import { LRUCache } from 'lru-cache'
import { detectDeviceClass } from '#app/lib/device.ts'
import type { DeviceClass } from '#app/lib/device-flags.ts'

// The user agents seen lately and their class: parsing one costs some 14 µs, as much as the
// rest of a kept page's answer (decision 0068). Bounded by the agents' length, which a client
// chooses.
const classes = new LRUCache<string, DeviceClass>({
  maxSize: 256 * 1024,
  sizeCalculation: (_deviceClass, userAgent) => userAgent.length + 1,
})

/** The device class of a request's user agent (detectDeviceClass), read once per agent. */
export function readDeviceClass(request: Request): DeviceClass {
  const userAgent = request.headers.get('User-Agent') ?? ''
  const known = classes.get(userAgent)
  if (known !== undefined) return known
  const deviceClass = detectDeviceClass(userAgent)
  classes.set(userAgent, deviceClass)
  return deviceClass
}
