/**
 * @jest-environment jsdom
 */
// A phone swipes the properties one at a time: the count over the table follows the frame's scroll.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import type { Property } from '../../../core/tools/comparator/engine';
import ComparisonTable from './ComparisonTable';

const property = (id: string, name: string): Property => ({
  id,
  name,
  location: 'Valencia',
  price: 150_000,
  monthlyRent: 800,
  size: 70,
  rooms: 2,
  expenses: 100,
});

const PROPERTIES = [property('a', 'Piso A'), property('b', 'Piso B'), property('c', 'Ático C')];
const COLUMN = 240;

function renderTable(properties: readonly Property[]) {
  return render(
    <ComparisonTable
      properties={properties}
      extras={undefined}
      editingId={undefined}
      onEdit={() => undefined}
      onRemove={() => undefined}
    />,
  );
}

async function swipeTo(frame: HTMLElement, scrollLeft: number) {
  await act(async () => {
    frame.scrollLeft = scrollLeft;
    fireEvent.scroll(frame);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('ComparisonTable on a phone', () => {
  beforeEach(() => {
    jest
      .spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: COLUMN } as DOMRect);
  });

  it('says which property is shown, of how many, as the table is swiped', async () => {
    renderTable(PROPERTIES);
    const count = screen.getByTestId('comparison-count');
    expect(count).toHaveTextContent(/^1 de 3: Piso A\./);
    const frame = screen.getByRole('region');
    await swipeTo(frame, COLUMN);
    expect(count).toHaveTextContent(/^2 de 3: Piso B\./);
    // Past the middle of the last column: the last property.
    await swipeTo(frame, COLUMN * 1.6);
    expect(count).toHaveTextContent(/^3 de 3: Ático C\./);
  });

  it('shows no count for one property, and a shorter list keeps the count in range', async () => {
    const { rerender } = renderTable(PROPERTIES);
    await swipeTo(screen.getByRole('region'), COLUMN * 2);
    rerender(
      <ComparisonTable
        properties={PROPERTIES.slice(0, 2)}
        extras={undefined}
        editingId={undefined}
        onEdit={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByTestId('comparison-count')).toHaveTextContent(/^2 de 2: Piso B\./);
    rerender(
      <ComparisonTable
        properties={PROPERTIES.slice(0, 1)}
        extras={undefined}
        editingId={undefined}
        onEdit={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.queryByTestId('comparison-count')).toBeNull();
  });
});
