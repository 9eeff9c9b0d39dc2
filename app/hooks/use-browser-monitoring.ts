import { useEffect } from 'react'
import { reportError } from '#app/lib/monitoring.ts'
import type { PublicConfig } from '#app/lib/root-data.ts'

/** Starts browser error monitoring once, when a DSN is configured (its code loads only then). */
export function useBrowserMonitoring(config: PublicConfig | undefined): void {
  const dsn = config?.sentryDsn
  useEffect(() => {
    if (!config || !dsn) return
    const buildId = (window as { __reactRouterManifest?: { version?: string } })
      .__reactRouterManifest?.version
    import('#app/lib/monitoring.client.ts')
      .then((module) => module.startBrowserMonitoring(config, buildId))
      // Reports then stay console warnings: the page works the same.
      .catch((error: unknown) => reportError(error, { action: 'start-monitoring' }))
  }, [dsn, config])
}
