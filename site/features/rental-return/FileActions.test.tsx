/**
 * @jest-environment jsdom
 */
// The year kept without an account: the file saved holds the document under the year's name, a
// file that is not one says so, and nothing is saved while a field needs correcting.
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { emptyDocument } from '../../../core/tools/rental-return/document';
import FileActions from './FileActions';
import { ACTIONS_TEXT } from './text';

// jsdom's Blob has no text(); every browser the site supports has.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:declaracion';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});

afterEach(() => jest.restoreAllMocks());

const props = {
  onOpened: jest.fn(),
  onNextYear: jest.fn(() => Promise.resolve('')),
  onInvalid: jest.fn(),
};

test('«Guardar archivo» saves the document as declaracion-alquiler-<year>.json', async () => {
  const doc = emptyDocument(2025);
  render(<FileActions document={doc} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: ACTIONS_TEXT.save }));
  expect(saved.map((file) => file.name)).toEqual(['declaracion-alquiler-2025.json']);
  expect(JSON.parse(await (saved[0]?.blob.text() ?? Promise.resolve('')))).toEqual(doc);
  expect(screen.getByRole('status')).toHaveTextContent('declaracion-alquiler-2025.json');
});

test('nothing is saved while a field needs correcting: the errors are shown instead', () => {
  render(<FileActions document={undefined} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: ACTIONS_TEXT.save }));
  expect(saved).toEqual([]);
  expect(props.onInvalid).toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(ACTIONS_TEXT.invalidTitle);
});

test('«Abrir archivo» says when the file is not a saved year, and opens one that is', async () => {
  render(<FileActions document={undefined} {...props} />);
  const input = screen.getByLabelText(ACTIONS_TEXT.open);
  expect(input).toHaveAttribute('name', 'document');
  expect(input).toHaveAttribute('type', 'file');
  fireEvent.change(input, { target: { files: [new File(['hola'], 'notas.txt')] } });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ACTIONS_TEXT.notJson));
  expect(props.onOpened).not.toHaveBeenCalled();
  const year = JSON.stringify(emptyDocument(2024));
  fireEvent.change(input, {
    target: { files: [new File([year], 'declaracion-alquiler-2024.json')] },
  });
  await waitFor(() => expect(props.onOpened).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('status')).toHaveTextContent(
    ACTIONS_TEXT.opened('declaracion-alquiler-2024.json'),
  );
});
