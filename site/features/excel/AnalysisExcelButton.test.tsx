/**
 * @jest-environment jsdom
 */
// The analysis' Excel button: one POST with the share parameters, the file saved, failures in Spanish.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis/inputs';
import { API_MESSAGES } from '../../lib/api';
import { notify, type NotifyOptions } from '../../lib/notify';
import { fakeResponse } from '../../lib/testing/fake-response';
import AnalysisExcelButton, { ANALYSIS_EXCEL_TEXT } from './AnalysisExcelButton';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));
const notified = () =>
  (notify as jest.Mock).mock.calls.map(([options]) => options as NotifyOptions);

const input = { ...ANALYSIS_DEFAULTS, price: 150_000, monthlyRent: 800 };

const answer = (status: number, body: string) => Promise.resolve(fakeResponse(status, body));

describe('AnalysisExcelButton', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    // notifyRequestError logs the raw error for developers; the test reads what people see.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:analisis');
    URL.revokeObjectURL = jest.fn();
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  async function press() {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ANALYSIS_EXCEL_TEXT.download }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('asks for the file with the share parameters and saves it under its name', async () => {
    fetchMock.mockReturnValue(answer(200, 'xlsx'));
    render(<AnalysisExcelButton input={input} />);
    await press();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    // The figures go in the POST body, never in the URL.
    expect(url).toBe('/api/analysis-excel');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ price: '150000', monthlyRent: '800' });
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['analisis-inversion.xlsx', 'blob:analisis'],
    ]);
    expect(notified()[0]?.title).toBe(ANALYSIS_EXCEL_TEXT.successTitle);
  });

  it('ignores a second click while the first request is running', async () => {
    let finish: (res: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<AnalysisExcelButton input={input} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent(ANALYSIS_EXCEL_TEXT.pending);
    await act(async () => {
      finish(fakeResponse(200, 'xlsx'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the field messages of a 400 to the page and a Spanish sentence, never JSON', async () => {
    const body = JSON.stringify({
      error: 'Revisa los datos.',
      fields: { price: 'Escribe un número, por ejemplo 1.250,50' },
    });
    fetchMock.mockReturnValue(answer(400, body));
    const onFieldMessages = jest.fn();
    render(<AnalysisExcelButton input={input} onFieldMessages={onFieldMessages} />);
    await press();
    expect(onFieldMessages).toHaveBeenCalledWith({
      price: 'Escribe un número, por ejemplo 1.250,50',
    });
    // Said under the button, not in a toast over the page.
    expect(notified()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${ANALYSIS_EXCEL_TEXT.errorTitle}. Revisa los datos.`,
    );
    expect(screen.getByRole('button')).toHaveAccessibleDescription(/Revisa los datos\./);
    expect(clicked).toEqual([]);
  });

  it('says so in Spanish for an HTML 500, a rate limit code and a lost connection', async () => {
    fetchMock.mockReturnValueOnce(answer(500, '<html>Internal</html>'));
    fetchMock.mockReturnValueOnce(answer(429, '{"error":"rate_limited"}'));
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    render(<AnalysisExcelButton input={input} />);
    const said: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await press();
      said.push(screen.getByRole('alert').textContent ?? '');
    }
    expect(said).toEqual(
      [API_MESSAGES.server, API_MESSAGES.tooMany, API_MESSAGES.offline].map(
        (sentence) => `${ANALYSIS_EXCEL_TEXT.errorTitle}. ${sentence}`,
      ),
    );
    for (const text of said) expect(text).not.toMatch(/[{<]|500|fetch|[a-z]+_[a-z]+/);
  });

  it('clears the failure once a new attempt succeeds', async () => {
    fetchMock.mockReturnValueOnce(answer(503, ''));
    fetchMock.mockReturnValueOnce(answer(200, 'xlsx'));
    render(<AnalysisExcelButton input={input} />);
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.unavailable);
    await press();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
