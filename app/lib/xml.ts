/** XML 1.0's Char production: what may appear at all, even escaped (no C0 controls but tab and
 * line ends, no lone surrogate, no U+FFFE or U+FFFF). Data from upstream may hold the others. */
function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  )
}

/** Text made safe inside an XML element or a double-quoted attribute (sitemap, Atom feed). */
export function escapeXml(text: string): string {
  let kept = ''
  for (const character of text) if (isXmlCharacter(character.codePointAt(0) ?? 0)) kept += character
  return kept
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}
