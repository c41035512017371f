/**
 * @jest-environment jsdom
 */
// The tool's one link on its own: what it writes, the parts added to it, the errors it names.
import { act, renderHook } from '@testing-library/react';
import { tableOf } from './calculator-values';
import { useToolLink } from './useToolLink';
import { linkParams } from '../../lib/share-params';

const TABLE = tableOf<'price' | 'rent', object>(
  [
    { name: 'price', label: 'Precio', empty: 'required', excel: false, notInExcel: '-' },
    { name: 'rent', label: 'Alquiler', empty: 0, excel: false, notInExcel: '-' },
  ],
  {},
  { price: 'valor' },
);

function renderLink(texts: Record<string, unknown>) {
  // As the form's: one function across renders.
  const getValues = () => texts;
  return renderHook(() => useToolLink({ getValues, table: TABLE, pathname: '/calculadora' }));
}

const params = (url: string) => [...linkParams(url)];

describe('useToolLink', () => {
  it("writes the form's numbers under the link's names, then each part's values until removed", () => {
    const { result } = renderLink({ price: '250.000', rent: '', hasLoan: false });
    let remove = () => {};
    act(() => {
      remove = result.current.addToLink('extra', () => ({ extraAmount: 3000 }));
    });
    expect(params(result.current.shareLink())).toEqual([
      ['valor', '250000'],
      ['rent', '0'],
      ['hasLoan', 'false'],
      ['extraAmount', '3000'],
    ]);
    act(() => remove());
    expect(params(result.current.shareLink()).map(([key]) => key)).not.toContain('extraAmount');
  });

  it("names the form's unreadable values first, then each part's, and keeps one list per part", () => {
    const { result } = renderLink({});
    act(() => {
      result.current.reportLinkErrors('extra', ['Pago extra no válido']);
      result.current.setLinkErrors(['Precio no válido']);
    });
    expect(result.current.linkErrors).toEqual(['Precio no válido', 'Pago extra no válido']);
    act(() => result.current.reportLinkErrors('extra', []));
    expect(result.current.linkErrors).toEqual(['Precio no válido']);
  });

  it('keeps the same link host while the link is the same, and a new one once it is read', () => {
    const { result, rerender } = renderLink({});
    const first = result.current.linkHost;
    rerender();
    expect(result.current.linkHost).toBe(first);
    act(() => result.current.setLink({ valor: '1' }));
    expect(result.current.linkHost).not.toBe(first);
    expect(result.current.linkHost.link).toEqual({ valor: '1' });
  });
});
