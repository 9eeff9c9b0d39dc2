import { type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { ConsentBanner } from '#app/features/consent/consent-banner.tsx'
import { ErrorPage } from '#app/features/errors/error-page.tsx'
import { PayloadPreloads } from '#app/features/preload/payload-preloads.tsx'
import { RouteScroll } from '#app/features/shell/route-scroll.tsx'
import { SiteSheet } from '#app/features/shell/site-sheet.tsx'
import { ThemeProvider } from '#app/features/theme/theme-provider.tsx'
import { THEME_STARTUP_SCRIPT } from '#app/features/theme/theme-script.ts'
import { BuildUpdatesWatch } from '#app/features/updates/build-updates-watch.tsx'
import { useBrowserMonitoring } from '#app/hooks/use-browser-monitoring.ts'
import { useDevice } from '#app/hooks/use-device.ts'
import { useLinkGuard } from '#app/hooks/use-link-guard.ts'
import { MessagesProvider } from '#app/i18n/i18n.tsx'
import { DEFAULT_LOCALE } from '#app/i18n/locale.ts'
import { viewportContent } from '#app/lib/device-flags.ts'
import { isReportedStatus, reportError } from '#app/lib/monitoring.ts'
import { errorPageMeta } from '#app/lib/page-meta.ts'
import { readRootMessages } from '#app/lib/root-data.ts'
import { DEFAULT_THEME_PREFERENCE } from '#app/lib/theme-preference.ts'
import { pageHeaders } from '#app/server/headers.server.ts'
import { localeMiddleware, readRootData, themeCookieMiddleware } from '#app/server/root.server.ts'
import { routeRulesMiddleware } from '#app/server/route-rules.server.ts'
import { SAVES_NOTICE_STARTUP_SCRIPT } from '#app/storage/saves-notice-script.ts'
import { SITE_SHEET_HREF } from '#app/styles/site-styles.server.ts'
import type { Route } from './+types/root'
import './styles/base.css'

export const middleware: Route.MiddlewareFunction[] = [
  routeRulesMiddleware,
  localeMiddleware,
  themeCookieMiddleware,
]

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await readRootData(request, context)), siteSheetHref: SITE_SHEET_HREF }
}

// The root's data (messages, the dataset's version) changes only with a full load; the messages of later pages come from /_i18n/{locale}/messages.json.
export function shouldRevalidate() {
  return false
}

export function headers() {
  return pageHeaders()
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return []
  return errorPageMeta(isRouteErrorResponse(error) ? error.status : 500, { matches })
}

export const links: Route.LinksFunction = () => [
  // A PNG, not an SVG: Chromium fetches it again after each same-document navigation and
  // rendered an SVG on the page's thread each time (decision 0072).
  { rel: 'icon', href: '/icons/favicon-32.png', type: 'image/png', sizes: '32x32' },
  // Installable (issue 26): the web app manifest, and the icon iOS puts on the home screen.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const device = useDevice()
  return (
    <html
      lang={root?.locale.language ?? 'en'}
      // The same page for everyone (decision 0068): the startup script applies the visitor's
      // theme before the first paint, then the theme provider keeps these attributes.
      className={DEFAULT_THEME_PREFERENCE.applied}
      data-theme-selected={DEFAULT_THEME_PREFERENCE.selected}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={viewportContent(device)} />
        <meta name="color-scheme" content="dark light" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no data */}
        <script dangerouslySetInnerHTML={{ __html: THEME_STARTUP_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no data */}
        <script dangerouslySetInnerHTML={{ __html: SAVES_NOTICE_STARTUP_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <MessagesProvider
          messages={readRootMessages(root)}
          locale={root?.locale.code ?? DEFAULT_LOCALE}
        >
          <ThemeProvider>{children}</ThemeProvider>
        </MessagesProvider>
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const device = useDevice()
  useBrowserMonitoring(loaderData.config)
  useLinkGuard()
  return (
    <>
      <RouteScroll />
      <SiteSheet href={loaderData.siteSheetHref} />
      <BuildUpdatesWatch
        intervalMs={loaderData.config.buildCheckIntervalMs}
        dataVersion={loaderData.dataset.version}
      />
      <PayloadPreloads />
      <ConsentBanner analytics={loaderData.config.analytics} isCrawler={device.isCrawler} />
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const isResponse = isRouteErrorResponse(error)
  const status = isResponse ? error.status : 500
  useEffect(() => {
    // Spec §8: statuses 300–499 are the visitor's path, not a bug of ours.
    if (isReportedStatus(status))
      reportError(error, { source: 'error-boundary', status: String(status) })
  }, [error, status])
  return (
    <ErrorPage
      status={status}
      statusText={isResponse ? error.statusText : ''}
      path={pathname}
      stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  )
}
