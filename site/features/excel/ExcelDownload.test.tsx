/**
 * @jest-environment jsdom
 */
// The template's download button: a failure says which it was, under the button, never a code.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { API_MESSAGES } from '../../lib/api';
import { notify } from '../../lib/notify';
import { fakeResponse } from '../../lib/testing/fake-response';
import ExcelDownload, { EXCEL_DOWNLOAD_TEXT as T } from './ExcelDownload';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));

describe('ExcelDownload', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    delete (navigator as { onLine?: boolean }).onLine;
  });

  async function pressAndRead(): Promise<string> {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: T.download }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return screen.getByRole('alert').textContent ?? '';
  }

  it('tells no connection, a rate limit and a server error apart', async () => {
    render(<ExcelDownload />);
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    const offline = await pressAndRead();
    fetchMock.mockReturnValueOnce(Promise.resolve(fakeResponse(429, '{"error":"rate_limited"}')));
    const limited = await pressAndRead();
    fetchMock.mockReturnValueOnce(Promise.resolve(fakeResponse(500, '')));
    const server = await pressAndRead();
    expect([offline, limited, server]).toEqual(
      [API_MESSAGES.offline, API_MESSAGES.tooMany, API_MESSAGES.server].map(
        (sentence) => `${T.errorTitle}. ${sentence}`,
      ),
    );
    expect(new Set([offline, limited, server]).size).toBe(3);
    for (const text of [offline, limited, server]) expect(text).not.toMatch(/[a-z]+_[a-z]+/);
    // Beside the button only: no toast on top of the page.
    expect(notify).not.toHaveBeenCalled();
  });

  it('says offline without asking when the browser knows it has no network', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(<ExcelDownload />);
    expect(await pressAndRead()).toBe(`${T.errorTitle}. ${API_MESSAGES.offline}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
