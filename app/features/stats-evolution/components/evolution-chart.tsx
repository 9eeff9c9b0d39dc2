import type { EChartsType } from 'echarts/core'
import {
  type CSSProperties,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { downloadBlob, downloadHref } from '#app/lib/download.ts'
import { reportError } from '#app/lib/monitoring.ts'
import type { EvolutionDrawing } from '../chart-lines.ts'
import { buildEvolutionChartOption, LOADING_OVERLAY } from '../chart-options.ts'
import type { PictureSource } from '../chart-picture.ts'
import styles from './evolution-chart.module.css'

type EvolutionChartProps = {
  readonly months: readonly string[]
  readonly drawing: EvolutionDrawing
  /** The server's pictures of this chart, widest first. */
  readonly pictures: readonly PictureSource[]
  readonly background: string
  /** New data is on its way (the controls changed): the overlay shows. */
  readonly isUpdating: boolean
  readonly fileName: string
  readonly toCsv: () => string
}

type LiveChart = {
  readonly chart: EChartsType | null
  /** The chart shows the current option. */
  readonly isDrawn: boolean
  readonly hasFailed: boolean
}

/**
 * ECharts in the browser, over the picture, once `isWanted`: its code loads then (its own
 * chunk), so no page load runs it. Each new option is drawn in a task of its own.
 */
function useLiveChart(
  containerRef: RefObject<HTMLDivElement | null>,
  isWanted: boolean,
  buildOption: (width: number) => ReturnType<typeof buildEvolutionChartOption>,
): LiveChart {
  const chartRef = useRef<EChartsType | null>(null)
  const [isReady, setIsReady] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const [drawnOption, setDrawnOption] = useState<unknown>(null)
  const [width, setWidth] = useState(0)

  useEffect(() => {
    const container = containerRef.current
    if (!isWanted || !container) return
    let isDisposed = false
    const observer = new ResizeObserver((entries) => {
      setWidth(Math.round(entries[0]?.contentRect.width ?? 0))
      chartRef.current?.resize()
    })
    observer.observe(container)
    import('#app/features/stats-evolution/echarts-setup.ts')
      .then(({ echarts }) => {
        // Set up in the task after its code has run, not in the same long one.
        setTimeout(() => {
          if (isDisposed) return
          chartRef.current = echarts.init(container, null, { renderer: 'canvas' })
          setIsReady(true)
        })
      })
      .catch((error: unknown) => {
        reportError(error, { action: 'load-chart' })
        setHasFailed(true)
      })
    return () => {
      isDisposed = true
      observer.disconnect()
      chartRef.current?.dispose()
      chartRef.current = null
    }
  }, [containerRef, isWanted])

  const option = useMemo(
    () => (isWanted ? buildOption(width) : null),
    [isWanted, buildOption, width],
  )

  useEffect(() => {
    const chart = chartRef.current
    if (!isReady || !chart || !option) return
    let frame = 0
    // ECharts' layout and drawing are long: a task of their own, apart from React's effects.
    const timer = setTimeout(() => {
      chart.setOption(option, { notMerge: true })
      // Drawn once the next frame is.
      frame = requestAnimationFrame(() => setDrawnOption(option))
    })
    return () => {
      clearTimeout(timer)
      cancelAnimationFrame(frame)
    }
  }, [isReady, option])

  return { chart: chartRef.current, isDrawn: option !== null && drawnOption === option, hasFailed }
}

/**
 * Whether the picture's `<img>` has the current URL's picture yet. The page's first picture
 * counts as shown: the browser fetches it with the HTML, and no overlay should sit on it
 * before the scripts run (or for good, without them).
 */
function usePictureLoad(src: string) {
  const imageRef = useRef<HTMLImageElement>(null)
  const [settled, setSettled] = useState({ src, hasFailed: false })
  // A picture that came (or failed) before hydration, or from the cache, fires no event here.
  useLayoutEffect(() => {
    const image = imageRef.current
    if (image?.complete) setSettled({ src, hasFailed: image.naturalWidth === 0 })
  }, [src])
  return {
    imageRef,
    isLoading: settled.src !== src,
    hasFailed: settled.src === src && settled.hasFailed,
    onLoad: () => setSettled({ src, hasFailed: false }),
    onError: () => setSettled({ src, hasFailed: true }),
  }
}

/**
 * Whether the overlay is drawn: at once when it shows, still while it fades out (spec §9), then
 * no more. The timer ends it, as a transition's end event may never come (a hidden tab).
 */
function useFadingOut(isShown: boolean, durationMs: number): boolean {
  const [isDrawn, setIsDrawn] = useState(isShown)
  if (isShown && !isDrawn) setIsDrawn(true)
  useEffect(() => {
    if (isShown || !isDrawn) return
    const timer = setTimeout(() => setIsDrawn(false), durationMs)
    return () => clearTimeout(timer)
  }, [isShown, isDrawn, durationMs])
  return isDrawn
}

// The spec's overlay values, for the stylesheet.
const OVERLAY_STYLE = {
  '--overlay-opacity': LOADING_OVERLAY.opacity,
  '--overlay-hide-duration': `${LOADING_OVERLAY.hideDurationMs}ms`,
} as CSSProperties

/**
 * A line chart by month. The server draws it as a picture (an SVG per width step, chosen by
 * `<picture>`), so it shows with the page and costs the browser no script. Pointing at it
 * (or downloading it as PNG) brings the live chart, with its tooltips, over the picture.
 */
export function EvolutionChart(props: EvolutionChartProps) {
  const { months, drawing, pictures, background, isUpdating } = props
  const t = useTranslate()
  const liveRef = useRef<HTMLDivElement>(null)
  const [isLiveWanted, setIsLiveWanted] = useState(false)
  const [isExportWaiting, setIsExportWaiting] = useState(false)
  const buildOption = useCallback(
    (width: number) => buildEvolutionChartOption({ months, ...drawing, width }),
    [months, drawing],
  )
  const live = useLiveChart(liveRef, isLiveWanted, buildOption)
  const narrowest = pictures.at(-1)
  const picture = usePictureLoad(narrowest?.url ?? '')

  const exportPng = useCallback(
    (chart: EChartsType) => {
      const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background })
      downloadHref(`${props.fileName}.png`, url)
    },
    [background, props.fileName],
  )
  useEffect(() => {
    if (!isExportWaiting || !live.isDrawn || !live.chart) return
    setIsExportWaiting(false)
    exportPng(live.chart)
  }, [isExportWaiting, live.isDrawn, live.chart, exportPng])

  const hasFailed = live.hasFailed || (picture.hasFailed && !live.isDrawn)
  const isLoading =
    !hasFailed && (isUpdating || picture.isLoading || (isLiveWanted && !live.isDrawn))
  const isOverlayDrawn = useFadingOut(isLoading, LOADING_OVERLAY.hideDurationMs)
  return (
    <div aria-busy={isLoading}>
      <div
        role="img"
        aria-label={drawing.title}
        onPointerEnter={() => setIsLiveWanted(true)}
        onPointerDown={() => setIsLiveWanted(true)}
        className={styles.chart}
      >
        <picture>
          {pictures.slice(0, -1).map((source) => (
            <source
              key={source.url}
              media={source.media ?? undefined}
              srcSet={source.url}
              width={source.width}
              height={source.height}
            />
          ))}
          <img
            ref={picture.imageRef}
            src={narrowest?.url}
            width={narrowest?.width}
            height={narrowest?.height}
            alt=""
            // The page's largest paint: fetched ahead of the scripts.
            fetchPriority="high"
            onLoad={picture.onLoad}
            onError={picture.onError}
            className={classNames(styles.picture, live.isDrawn && styles.covered)}
          />
        </picture>
        {isLiveWanted && <div ref={liveRef} className={styles.live} />}
        {isOverlayDrawn && (
          <div
            role="status"
            aria-label={t('statsEvolution.loading')}
            className={classNames(styles.overlay, !isLoading && styles.fading)}
            style={OVERLAY_STYLE}
          >
            <span aria-hidden="true">
              <Spinner />
            </span>
          </div>
        )}
        {hasFailed && (
          <p role="alert" className={styles.failed}>
            {t('statsEvolution.failed')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            if (live.isDrawn && live.chart) exportPng(live.chart)
            else {
              setIsLiveWanted(true)
              setIsExportWaiting(true)
            }
          }}
        >
          {t('statsEvolution.exportPng')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            downloadBlob(
              `${props.fileName}.csv`,
              new Blob([props.toCsv()], { type: 'text/csv;charset=utf-8' }),
            )
          }}
        >
          {t('statsEvolution.exportCsv')}
        </Button>
      </div>
    </div>
  )
}
