// The shapes the return's PDF content is made of, shared by its parts (the report and the boxes).

export interface PdfTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface PdfSource {
  label: string;
  href: string;
}
