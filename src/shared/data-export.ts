// 「データのダウンロード」 (issue 24): what the gateway's download route and the SPA's /myData page agree on.

/** Where the /myData page posts its form for a file (the gateway's origin). */
export const DATA_EXPORT_PATH = '/data-export';

/** The formats of the files: the whole document, and the activity as CSV. */
export const dataExportFormats = ['json', 'csv'] as const;
export type DataExportFileFormat = (typeof dataExportFormats)[number];

/** The codes a refused download sends a browser back to /myData with (?error=…); any other reads as SERVICE_UNAVAILABLE. */
export const dataExportPageCodes = ['DATA_EXPORT_LINK_INVALID', 'DATA_EXPORT_LINK_EXPIRED', 'UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'SERVICE_UNAVAILABLE'] as const;
export type DataExportPageCode = (typeof dataExportPageCodes)[number];

export function dataExportPageCode(value: string | null | undefined): DataExportPageCode | null {
  if (!value) return null;
  return (dataExportPageCodes as readonly string[]).includes(value) ? (value as DataExportPageCode) : 'SERVICE_UNAVAILABLE';
}
