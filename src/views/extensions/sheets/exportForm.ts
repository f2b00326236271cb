import { z } from 'zod/mini'
import { zRequiredText } from '@/utility/contract'
import { sheetFormats } from '@/utility/sheetFile'

/** A name any system accepts for a file: no path separators or reserved characters, no leading dot. */
export const exportSchema = z.object({
  fileName: zRequiredText(60).check(z.regex(/^[^.\\/:*?"<>|][^\\/:*?"<>|]*$/, 'sheets.fileNameInvalid')),
  format: z.enum(sheetFormats)
})

export type ExportFields = z.infer<typeof exportSchema>

/** The name as typed, without the chosen format's extension if it was typed too. */
export const fileNameOf = ({ fileName, format }: ExportFields) =>
  `${fileName.trim().replace(new RegExp(`\\.${format}$`, 'i'), '')}.${format}`
