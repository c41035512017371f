/**
 * @jest-environment jsdom
 */
// A guide's signature: the author and date, and «Revisado por … el …» only for a named reviewer.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { GuideMeta } from './GuideArticle';

const BASE = {
  author: { name: 'Equipo InmoCalc', role: 'Redacción' },
  modifiedAt: '2026-11-20T10:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
};

const text = (node: HTMLElement) => node.textContent?.replace(/\s+/g, ' ').trim();

describe('GuideMeta', () => {
  it('signs with the author only when nobody reviewed the guide', () => {
    const { container } = render(<GuideMeta article={BASE} />);
    expect(text(container)).toBe('Por Equipo InmoCalc · Actualizado el 20 de noviembre de 2026');
    expect(container.querySelector('[data-reviewer]')).toBeNull();
  });

  it('names the reviewer, their role and the day', () => {
    const { container } = render(
      <GuideMeta
        article={{
          ...BASE,
          reviewedBy: { name: 'Ana Martínez Ruiz', role: 'asesora fiscal colegiada' },
          reviewedAt: '2026-11-30',
        }}
      />,
    );
    expect(text(container)).toBe(
      'Por Equipo InmoCalc · Actualizado el 20 de noviembre de 2026 · Revisado por Ana Martínez Ruiz, asesora fiscal colegiada, el 30 de noviembre de 2026',
    );
    expect(container.querySelector('[data-reviewer] time')).toHaveAttribute(
      'datetime',
      '2026-11-30',
    );
  });

  it('shows no reviewer without a date, nor a date without a reviewer', () => {
    for (const partial of [
      { reviewedBy: { name: 'Ana Martínez Ruiz' }, reviewedAt: null },
      { reviewedBy: null, reviewedAt: '2026-11-30' },
    ]) {
      const { container, unmount } = render(<GuideMeta article={{ ...BASE, ...partial }} />);
      expect(container.querySelector('[data-reviewer]')).toBeNull();
      unmount();
    }
  });
});
