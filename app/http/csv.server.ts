// The one CSV writer (papaparse) of the files the shop downloads: a UTF-8 BOM and CRLF line ends,
// as a spreadsheet set to Spanish opens them. `delimiter` ';' for files a spreadsheet opens by a
// double click in a Spanish locale (',' is its decimal mark); `escapeFormulae` prefixes a cell that
// would run as a formula (=, +, -, @) with ' — off where a file must read back unchanged (the menu).
import Papa from "papaparse";

export function csvText(rows: readonly (readonly (string | number)[])[], options: { delimiter: "," | ";"; escapeFormulae: boolean }): string {
  const body = Papa.unparse(rows as (string | number)[][], { delimiter: options.delimiter, newline: "\r\n", escapeFormulae: options.escapeFormulae });
  return `\uFEFF${body}\r\n`;
}
