/** Styles that hide an element from the eye but not from screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx`, a width of 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
