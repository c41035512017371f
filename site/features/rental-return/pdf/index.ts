// The yearly return's PDF for the gestor and its Excel with formulas, as the page renders them.
export { default as ReturnPdfButton } from './ReturnPdfButton';
export { default as ReturnExcelButton } from './ReturnExcelButton';
export { downloadReturnExcel } from './excel';
export { RETURN_PDF_TEXT } from './text';
