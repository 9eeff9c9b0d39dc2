import { createIcon } from './icon.tsx'

export const ReportProblemOutlinedIcon = createIcon(
  'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  'ReportProblemOutlinedIcon',
)
