/** The lines of a data module's text that carry data: trimmed, without blank and '#' comment lines. */
export function dataLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}
