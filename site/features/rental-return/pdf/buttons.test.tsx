/**
 * @jest-environment jsdom
 */
// The yearly return's two downloads: the PDF maker loaded on click with the document and its result;
// the Excel POSTed with the document in the body, saved under the server's name, failures in Spanish.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { computeReturn } from '../../../../core/tools/rental-return/compute';
import { emptyDocument } from '../../../../core/tools/rental-return/document';
import { notify, type NotifyOptions } from '../../../lib/notify';
import { fakeResponse } from '../../../lib/testing/fake-response';
import { downloadReturnPdf } from './download';
import { attachmentName } from './excel';
import ReturnExcelButton from './ReturnExcelButton';
import ReturnPdfButton from './ReturnPdfButton';
import { RETURN_PDF_TEXT as T } from './text';

jest.mock('./download', () => ({ downloadReturnPdf: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: jest.fn() }));
const makePdf = downloadReturnPdf as jest.MockedFunction<typeof downloadReturnPdf>;
const notified = () =>
  (notify as jest.Mock).mock.calls.map(([options]) => options as NotifyOptions);

const document = emptyDocument(2025);
const result = computeReturn(document);

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ReturnPdfButton', () => {
  beforeEach(() => makePdf.mockReset());

  it('makes the PDF of this document and result and says it is done', async () => {
    makePdf.mockResolvedValue('declaracion-alquiler-2025-2026-04-10.pdf');
    render(<ReturnPdfButton document={document} result={result} />);
    await press(T.pdfButton);
    expect(makePdf).toHaveBeenCalledTimes(1);
    const [madeFrom, madeWith] = makePdf.mock.calls[0] ?? [];
    expect(madeFrom).toBe(document);
    expect(madeWith).toBe(result);
    expect(screen.getByRole('status')).toHaveTextContent(T.pdfDone);
  });

  it('says in Spanish when the file could not be made', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    makePdf.mockRejectedValue(new Error('wasm blocked'));
    render(<ReturnPdfButton document={document} result={result} />);
    await press(T.pdfButton);
    expect(screen.getByRole('status')).toHaveTextContent(T.pdfFailed);
  });
});

describe('ReturnExcelButton', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:renta');
    URL.revokeObjectURL = jest.fn();
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  it('POSTs the document and saves the workbook', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, 'xlsx'));
    render(<ReturnExcelButton document={document} />);
    await press(T.excelButton);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/rental-return-excel');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(document);
    // The fake answer names no file: the year's name stands in.
    expect(clicked.map((link) => link.download)).toEqual(['declaracion-alquiler-2025.xlsx']);
    expect(notified()[0]?.title).toBe(T.excelDoneTitle);
  });

  it("gives a 400's messages by field path to the page and says why under the button", async () => {
    const fields = {
      'properties.0.contracts.0.end': 'La fecha de fin es anterior a la de inicio.',
    };
    fetchMock.mockResolvedValue(
      fakeResponse(400, JSON.stringify({ error: 'Revisa los datos enviados.', fields })),
    );
    const onFieldMessages = jest.fn();
    render(<ReturnExcelButton document={document} onFieldMessages={onFieldMessages} />);
    await press(T.excelButton);
    expect(onFieldMessages).toHaveBeenCalledWith(fields);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${T.excelFailedTitle}. Revisa los datos enviados.`,
    );
    expect(clicked).toEqual([]);
  });
});

describe('attachmentName', () => {
  it("reads the server's file name, or nothing", () => {
    expect(attachmentName('attachment; filename="declaracion-alquiler-2024.xlsx"')).toBe(
      'declaracion-alquiler-2024.xlsx',
    );
    expect(attachmentName(null)).toBeUndefined();
  });
});
