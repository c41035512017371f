/** @jest-environment jsdom */
// "Descargar PDF": loads the PDF maker only on click, hands it the tool's report with the share link, and
// announces the outcome in Spanish.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { downloadReport } from './download';
import PdfButton, { pageWarnings } from './PdfButton';
import { REPORT_BRAND, type Report } from './report-model';

jest.mock('./download', () => ({ downloadReport: jest.fn() }));
const download = downloadReport as jest.MockedFunction<typeof downloadReport>;

/** A tool's mapping: the renderer only needs its shape, not a tool's figures. */
const report = (link: string, now: Date): Report => ({
  kind: 'yield',
  brand: REPORT_BRAND,
  title: 'Informe de prueba',
  date: now.toISOString(),
  fileName: 'rentabilidad-200000-2026-11-25.pdf',
  link,
  subject: 'Vivienda de prueba.',
  figures: [{ label: 'Rentabilidad neta', value: '4,30 %' }],
  inputs: [],
  details: [],
  charts: [],
  tables: [],
  rules: [],
  sources: [],
});
const LINK = 'https://inmocalc.netlify.app/rentabilidad?purchasePrice=200000';

describe('PdfButton', () => {
  beforeEach(() => download.mockReset());

  it('makes the report of the request with the share link and says it is done', async () => {
    let finish: (name: string) => void = () => undefined;
    download.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<PdfButton report={report} link={{ shareLink: () => LINK }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByRole('button', { name: 'Generando el PDF…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [made] = download.mock.calls[0] ?? [];
    expect(made?.link).toBe(LINK);
    expect(made?.kind).toBe('yield');
    expect(made?.figures[0]?.value).toBe('4,30 %');
    // A second click while it works does not start another file.
    fireEvent.click(screen.getByRole('button', { name: 'Generando el PDF…' }));
    await act(async () => finish('rentabilidad-200000-2026-11-25.pdf'));
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('PDF descargado.');
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('says in Spanish when the file could not be made', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    download.mockRejectedValue(new Error('wasm blocked'));
    render(<PdfButton report={report} link={{ shareLink: () => LINK }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No se pudo generar el PDF. Inténtalo de nuevo o usa Imprimir del navegador.',
    );
  });
});

describe('pageWarnings', () => {
  beforeEach(() => download.mockReset());

  it('reads every warning and note of the page once, with its key, in page order', () => {
    document.body.innerHTML = `
      <header><div data-warning="outside">No es de la página</div></header>
      <main>
        <div data-warning="loanToValue"><p class="callout__title">Financiación</p>
          <p>Los bancos prestan   el 70 %.</p></div>
        <details><summary>Método</summary><p data-warning="tourist">Licencia turística.</p></details>
        <div data-warning="loanToValue"><p class="callout__title">FINANCIACIÓN</p>
          <p>Los bancos prestan el 70 %.</p></div>
        <div data-warning="empty"></div>
      </main>`;
    const warnings = pageWarnings();
    expect(warnings.map((warning) => warning.key)).toEqual(['loanToValue', 'tourist']);
    expect(warnings[0]?.text).toBe('Financiación: Los bancos prestan el 70 %.');
    expect(warnings[1]?.text).toBe('Licencia turística.');
  });

  it("hands them to the report beside the tool's own content", async () => {
    document.body.innerHTML = '<main><p data-warning="staleFigure">Dato de febrero.</p></main>';
    download.mockResolvedValue('x.pdf');
    const host = document.createElement('div');
    document.body.append(host);
    render(<PdfButton report={report} link={{ shareLink: () => LINK }} />, { container: host });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(download.mock.calls[0]?.[0].warnings).toEqual([
      { key: 'staleFigure', text: 'Dato de febrero.' },
    ]);
  });
});
