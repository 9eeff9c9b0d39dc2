import type { SVGProps } from 'react'
import styles from './icons.module.css'

// The Material icons the site has always shown (path data from @mui/icons-material, MIT; the
// designs are Google's Material Icons, Apache-2.0): a few hundred bytes of paths instead of a
// component library. Decision 0046. Each icon is decorative: the control it sits in is named.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function createIcon(path: string, displayName: string) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={className ? `${styles.icon} ${className}` : styles.icon}
        {...props}
      >
        <path d={path} />
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}

export const AddIcon = createIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'AddIcon')
export const ArrowUpwardIcon = createIcon(
  'm4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z',
  'ArrowUpwardIcon',
)
export const CheckIcon = createIcon(
  'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  'CheckIcon',
)
export const CheckBoxIcon = createIcon(
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  'CheckBoxIcon',
)
export const CheckBoxOutlineBlankIcon = createIcon(
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  'CheckBoxOutlineBlankIcon',
)
export const ClearAllIcon = createIcon('M5 13h14v-2H5zm-2 4h14v-2H3zM7 7v2h14V7z', 'ClearAllIcon')
export const CloseIcon = createIcon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  'CloseIcon',
)
export const DarkModeIcon = createIcon(
  'M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1',
  'DarkModeIcon',
)
export const DeleteIcon = createIcon(
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  'DeleteIcon',
)
export const DownloadIcon = createIcon('M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z', 'DownloadIcon')
export const EditIcon = createIcon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  'EditIcon',
)
export const FilterListIcon = createIcon(
  'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z',
  'FilterListIcon',
)
export const FolderOpenIcon = createIcon(
  'M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V8h16z',
  'FolderOpenIcon',
)
export const InfoOutlinedIcon = createIcon(
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  'InfoOutlinedIcon',
)
export const LightModeIcon = createIcon(
  'M12 7c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z',
  'LightModeIcon',
)
export const MenuIcon = createIcon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z', 'MenuIcon')
export const RestartAltIcon = createIcon(
  'M12 5V2L8 6l4 4V7c3.31 0 6 2.69 6 6 0 2.97-2.17 5.43-5 5.91v2.02c3.95-.49 7-3.85 7-7.93 0-4.42-3.58-8-8-8m-6 8c0-1.65.67-3.15 1.76-4.24L6.34 7.34C4.9 8.79 4 10.79 4 13c0 4.08 3.05 7.44 7 7.93v-2.02c-2.83-.48-5-2.94-5-5.91',
  'RestartAltIcon',
)
export const SaveIcon = createIcon(
  'M17 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V7zm-5 16c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m3-10H5V5h10z',
  'SaveIcon',
)
export const SettingsBrightnessIcon = createIcon(
  'M21 3H3c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h18c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16.01H3V4.99h18zM8 16h2.5l1.5 1.5 1.5-1.5H16v-2.5l1.5-1.5-1.5-1.5V8h-2.5L12 6.5 10.5 8H8v2.5L6.5 12 8 13.5zm4-7c1.66 0 3 1.34 3 3s-1.34 3-3 3z',
  'SettingsBrightnessIcon',
)
export const SwapVertIcon = createIcon(
  'M16 17.01V10h-2v7.01h-3L15 21l4-3.99zM9 3 5 6.99h3V14h2V6.99h3z',
  'SwapVertIcon',
)
export const UploadIcon = createIcon('M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z', 'UploadIcon')
export const ViewColumnIcon = createIcon(
  'M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z',
  'ViewColumnIcon',
)
export const WarningAmberIcon = createIcon(
  'M12 5.99 19.53 19H4.47zM12 2 1 21h22z M13 16h-2v2h2zm0-6h-2v5h2z',
  'WarningAmberIcon',
)
export const ErrorOutlineIcon = createIcon(
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  'ErrorOutlineIcon',
)
export const ReportProblemOutlinedIcon = createIcon(
  'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  'ReportProblemOutlinedIcon',
)
export const CheckCircleOutlineIcon = createIcon(
  'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  'CheckCircleOutlineIcon',
)
export const ExpandMoreIcon = createIcon(
  'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  'ExpandMoreIcon',
)
export const ChevronLeftIcon = createIcon(
  'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  'ChevronLeftIcon',
)
export const ChevronRightIcon = createIcon(
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  'ChevronRightIcon',
)
