import { LineChart } from 'echarts/charts'
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// Only what the line charts use (tree-shaken echarts/core). The browser imports this module
// when a player reaches for the live chart, so no page's first load carries it; the server
// adds its SVG renderer to draw the charts' pictures (stats-evolution.server.ts).
echarts.use([
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
])

export { echarts }
