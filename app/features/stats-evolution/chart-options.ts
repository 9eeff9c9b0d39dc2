import type { EChartsCoreOption } from 'echarts/core'

/** Spec §9: charts skip their animation at 250 points or more. */
export const ANIMATION_POINT_LIMIT = 250
/** Spec §9: the loading overlay is half opaque and fades out in 100 ms. */
export const LOADING_OVERLAY = { opacity: 0.5, hideDurationMs: 100 } as const
/** Spec §9: the responsive axis layout takes two passes (horizontal labels, then rotated). */
export const AXIS_LAYOUT_PASSES = 2
/** Spec §9: a pie is never drawn smaller than 80 px across; a sliced part moves out 10 px. */
export const PIE_DEFAULTS = { minSize: 80, slicedOffset: 10 } as const

export function shouldAnimate(pointCount: number): boolean {
  return pointCount < ANIMATION_POINT_LIMIT
}

export type AxisLayout = {
  /** Degrees; 0 for horizontal labels. */
  readonly rotate: 0 | 45
  /** Labels skipped between two shown ones. */
  readonly interval: number
  /** Room under the plot for the labels, in px. */
  readonly bottom: number
}

const LABEL_GAP = 8
const AXIS_MARGIN = 16
/** Horizontal labels are kept while they can show at least one month a year. */
const MAX_HORIZONTAL_INTERVAL = 11

/**
 * Lays the month labels out in at most two passes: horizontal first, skipping labels so they
 * do not overlap; if that would show less than one label a year, rotated by 45°, where a label
 * takes only its height across the axis.
 */
export function layoutCategoryAxis(options: {
  readonly plotWidth: number
  readonly labels: readonly string[]
  readonly characterWidth?: number
  readonly lineHeight?: number
}): AxisLayout {
  const { plotWidth, labels, characterWidth = 7, lineHeight = 14 } = options
  const count = Math.max(1, labels.length)
  const perLabel = Math.max(1, plotWidth) / count
  const labelWidth = Math.max(0, ...labels.map((label) => label.length)) * characterWidth
  let layout: AxisLayout = { rotate: 0, interval: 0, bottom: lineHeight + AXIS_MARGIN }
  for (let pass = 1; pass <= AXIS_LAYOUT_PASSES; pass += 1) {
    if (pass === 1) {
      const interval = Math.max(0, Math.ceil((labelWidth + LABEL_GAP) / perLabel) - 1)
      layout = { rotate: 0, interval, bottom: lineHeight + AXIS_MARGIN }
      if (interval <= MAX_HORIZONTAL_INTERVAL) return layout
    } else {
      const footprint = (lineHeight + LABEL_GAP) * Math.SQRT2
      layout = {
        rotate: 45,
        interval: Math.max(0, Math.ceil(footprint / perLabel) - 1),
        bottom: Math.ceil(labelWidth * Math.SQRT1_2 + lineHeight + AXIS_MARGIN),
      }
    }
  }
  return layout
}

/** Pie defaults for any pie chart: radius never under half the minimum size, slices offset. */
export function createPieSeriesDefaults(containerSize: number): {
  readonly type: 'pie'
  readonly radius: number
  readonly selectedOffset: number
} {
  return {
    type: 'pie',
    radius: Math.max(PIE_DEFAULTS.minSize / 2, Math.floor((containerSize * 0.75) / 2)),
    selectedOffset: PIE_DEFAULTS.slicedOffset,
  }
}

export type ChartColours = {
  readonly text: string
  readonly secondaryText: string
  readonly grid: string
  readonly marker: string
  readonly tooltipBackground: string
}

export type ChartLine = {
  readonly name: string
  readonly colour: string
  readonly values: readonly (number | null)[]
}

/** The y axis labels and the grid's side margins take this much of the chart's width. */
const PLOT_SIDE_MARGINS = 72

/**
 * The ECharts option of a line chart by month, with dashed Choose Your Legends markers, for a
 * chart `width` px wide (the month labels are laid out to fit).
 */
export function buildEvolutionChartOption(options: {
  readonly months: readonly string[]
  readonly lines: readonly ChartLine[]
  readonly markers: readonly { readonly month: string; readonly label: string }[]
  readonly colours: ChartColours
  readonly width: number
}): EChartsCoreOption {
  const { months, lines, markers, colours, width } = options
  const axis = layoutCategoryAxis({ plotWidth: width - PLOT_SIDE_MARGINS, labels: months })
  const pointCount = lines.reduce((total, line) => total + line.values.length, 0)
  return {
    animation: shouldAnimate(pointCount),
    backgroundColor: 'transparent',
    textStyle: { color: colours.text },
    color: lines.map((line) => line.colour),
    tooltip: {
      trigger: 'axis',
      backgroundColor: colours.tooltipBackground,
      borderColor: colours.grid,
      textStyle: { color: colours.text },
    },
    legend: { top: 0, type: 'scroll', textStyle: { color: colours.text } },
    // The two-pass axis layout sizes the bottom margin itself, so ECharts' own bounds are off.
    grid: { left: 48, right: 24, top: 48, bottom: axis.bottom, outerBoundsMode: 'none' },
    xAxis: {
      type: 'category',
      data: months,
      axisLabel: { color: colours.secondaryText, rotate: axis.rotate, interval: axis.interval },
      axisLine: { lineStyle: { color: colours.grid } },
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { color: colours.secondaryText },
      splitLine: { lineStyle: { color: colours.grid } },
    },
    series: lines.map((line, index) => ({
      type: 'line',
      name: line.name,
      data: line.values,
      connectNulls: false,
      // Symbols show months between two gaps, which a line alone would not draw.
      showSymbol: true,
      symbolSize: 4,
      lineStyle: { color: line.colour, width: 2 },
      itemStyle: { color: line.colour },
      ...(index === 0 && markers.length > 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              animation: false,
              lineStyle: { type: 'dashed', color: colours.marker },
              label: { color: colours.secondaryText, position: 'insideEndTop' },
              data: markers.map((marker) => ({
                xAxis: marker.month,
                label: { formatter: marker.label },
              })),
            },
          }
        : {}),
    })),
  }
}
