import { useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import {
  DEFAULT_DEVICE_CLASS,
  DEVICE_REFRESH_DELAY_MS,
  type DeviceFlags,
  flagsOfDeviceClass,
} from '#app/lib/device-flags.ts'
import { reportError } from '#app/lib/monitoring.ts'
import type { RootData } from '#app/lib/root-data.ts'

/**
 * The device flags (spec §9): those of the device class the server detected, which its page was
 * drawn for (decision 0068). With refresh on resize configured, the user agent is read again,
 * all of its flags, 50 ms after the window stops resizing (device emulation in dev tools).
 */
export function useDevice(): DeviceFlags {
  const root = useRouteLoaderData<RootData>('root')
  const serverFlags = flagsOfDeviceClass(root?.deviceClass ?? DEFAULT_DEVICE_CLASS)
  const isRefreshOnResize = root?.config.isDeviceRefreshOnResize ?? false
  const [refreshed, setRefreshed] = useState<DeviceFlags | undefined>(undefined)
  useEffect(() => {
    if (!isRefreshOnResize) return
    let timer = 0
    const onResize = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        // The parser loads on the first resize only: it stays off the first load.
        import('#app/lib/device.ts')
          .then(({ detectDevice }) => setRefreshed(detectDevice(navigator.userAgent)))
          .catch((error: unknown) => reportError(error, { action: 'refresh-device' }))
      }, DEVICE_REFRESH_DELAY_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      window.clearTimeout(timer)
    }
  }, [isRefreshOnResize])
  return refreshed ?? serverFlags
}
