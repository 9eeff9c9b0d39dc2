import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Fade from '@mui/material/Fade'
import Typography from '@mui/material/Typography'
import type { EChartsType } from 'echarts/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslate } from '#app/lib/i18n.tsx'
import { reportError } from '#app/lib/monitoring.ts'
import {
  buildEvolutionChartOption,
  type ChartColours,
  type ChartLine,
  LOADING_OVERLAY,
  layoutCategoryAxis,
} from '../chart-options.ts'

type EvolutionChartProps = {
  readonly months: readonly string[]
  readonly lines: readonly ChartLine[]
  readonly markers: readonly { readonly month: string; readonly label: string }[]
  readonly colours: ChartColours
  readonly background: string
  /** What the chart shows, in words: its accessible name. */
  readonly label: string
  /** New data is on its way (the controls changed): the overlay shows. */
  readonly isUpdating: boolean
  readonly fileName: string
  readonly toCsv: () => string
}

/** The y axis labels and the grid's side margins take this much of the width. */
const PLOT_SIDE_MARGINS = 72

function download(fileName: string, href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.click()
}

/**
 * A line chart by month, drawn by ECharts once its code has loaded (dynamic import: the
 * page paints first). The overlay covers it while the code, the data or the options change.
 */
export function EvolutionChart(props: EvolutionChartProps) {
  const { months, lines, markers, colours, background, label, isUpdating } = props
  const t = useTranslate()
  const containerRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<EChartsType | null>(null)
  const [isReady, setIsReady] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const [isApplying, setIsApplying] = useState(true)
  const [width, setWidth] = useState(0)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let isDisposed = false
    const observer = new ResizeObserver((entries) => {
      setWidth(Math.round(entries[0]?.contentRect.width ?? 0))
      chartRef.current?.resize()
    })
    observer.observe(container)
    import('../echarts-setup.ts')
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
  }, [])

  const option = useMemo(
    () =>
      buildEvolutionChartOption({
        months,
        lines,
        markers,
        colours,
        axis: layoutCategoryAxis({ plotWidth: width - PLOT_SIDE_MARGINS, labels: months }),
      }),
    [months, lines, markers, colours, width],
  )

  useEffect(() => {
    const chart = chartRef.current
    if (!isReady || !chart) return
    setIsApplying(true)
    let frame = 0
    // A task of its own, apart from React's other effects: ECharts' layout and drawing are the
    // page's longest piece of work (Lighthouse counts each task's time over 50 ms).
    const timer = setTimeout(() => {
      chart.setOption(option, { notMerge: true })
      // Hidden once the new frame is drawn.
      frame = requestAnimationFrame(() => setIsApplying(false))
    })
    return () => {
      clearTimeout(timer)
      cancelAnimationFrame(frame)
    }
  }, [isReady, option])

  const isLoading = !hasFailed && (!isReady || isApplying || isUpdating)
  return (
    <Box aria-busy={isLoading}>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={containerRef}
          role="img"
          aria-label={label}
          sx={{ width: '100%', height: { xs: 340, md: 460 } }}
        />
        <Fade
          in={isLoading}
          appear={false}
          timeout={{ enter: 0, exit: LOADING_OVERLAY.hideDurationMs }}
          unmountOnExit
        >
          <Box
            role="status"
            aria-label={t('statsEvolution.loading')}
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
          >
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                bgcolor: 'background.default',
                opacity: LOADING_OVERLAY.opacity,
              }}
            />
            <CircularProgress aria-hidden />
          </Box>
        </Fade>
        {hasFailed && (
          <Typography role="alert" sx={{ position: 'absolute', inset: 0, p: 2 }}>
            {t('statsEvolution.failed')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={!isReady}
          onClick={() => {
            const url = chartRef.current?.getDataURL({
              type: 'png',
              pixelRatio: 2,
              backgroundColor: background,
            })
            if (url) download(`${props.fileName}.png`, url)
          }}
        >
          {t('statsEvolution.exportPng')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            const url = URL.createObjectURL(
              new Blob([props.toCsv()], { type: 'text/csv;charset=utf-8' }),
            )
            download(`${props.fileName}.csv`, url)
            // Revoked after the download has started.
            setTimeout(() => URL.revokeObjectURL(url), 1000)
          }}
        >
          {t('statsEvolution.exportCsv')}
        </Button>
      </Box>
    </Box>
  )
}
