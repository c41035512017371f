// The guides' and landings' formula cards say what the calculators compute (core/metrics.ts).
import { GROSS_YIELD, NET_YIELD } from '../core/metrics';
import { CARD_METRICS, formulaExpression, withSuiteFormulas } from './formula-cards';
import { loadSeed } from './seed';

interface Card {
  docId: string;
  name: string;
  expression: string;
}

function formulaCards(): Card[] {
  const cards: Card[] = [];
  const walk = (node: unknown, docId: string) => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, docId));
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (record._type === 'formula')
        cards.push({ docId, name: String(record.name), expression: String(record.expression) });
      Object.values(record).forEach((value) => walk(value, docId));
    }
  };
  for (const doc of loadSeed()) walk(doc, doc._id);
  return cards;
}

describe('formula cards of the seed', () => {
  const cards = formulaCards();
  const yieldCards = cards.filter((card) => CARD_METRICS.has(card.name.toLowerCase()));

  it('include the gross and net yield of the yield guide and landing', () => {
    for (const docId of ['guide.rentabilidad', 'landing.rentabilidad']) {
      const names = yieldCards.filter((card) => card.docId === docId).map((card) => card.name);
      expect(names).toEqual(expect.arrayContaining([GROSS_YIELD.name, NET_YIELD.name]));
    }
  });

  it("carry the suite's own formula, word for word", () => {
    for (const card of yieldCards) {
      expect({ card: card.docId, expression: card.expression }).toEqual({
        card: card.docId,
        expression: CARD_METRICS.get(card.name.toLowerCase())?.formula,
      });
    }
  });
});

describe('formulaExpression', () => {
  it("replaces a card's expression by the definition when it names a figure", () => {
    expect(formulaExpression({ name: 'Rentabilidad bruta', expression: 'alquiler ÷ precio' })).toBe(
      'Renta mensual × 12 ÷ precio de compra × 100.',
    );
    expect(formulaExpression({ name: ' rentabilidad neta ', expression: 'x' })).toBe(
      NET_YIELD.formula,
    );
  });
  it('keeps the content of cards about anything else', () => {
    expect(formulaExpression({ name: 'Método real', expression: 'ganancia × tipo' })).toBe(
      'ganancia × tipo',
    );
  });
});

describe('withSuiteFormulas', () => {
  it('rewrites formula cards at any depth and leaves the rest as it was', () => {
    const landing = {
      title: 'Rentabilidad',
      sections: [
        {
          _type: 'formulasSection',
          formulas: [
            { _type: 'formula', _key: 'a', name: 'Rentabilidad bruta', expression: 'viejo' },
            { _type: 'formula', _key: 'b', name: 'Método real', expression: 'ganancia × tipo' },
          ],
        },
      ],
    };
    expect(withSuiteFormulas(landing)).toEqual({
      title: 'Rentabilidad',
      sections: [
        {
          _type: 'formulasSection',
          formulas: [
            {
              _type: 'formula',
              _key: 'a',
              name: 'Rentabilidad bruta',
              expression: GROSS_YIELD.formula,
            },
            { _type: 'formula', _key: 'b', name: 'Método real', expression: 'ganancia × tipo' },
          ],
        },
      ],
    });
    expect(landing.sections[0]?.formulas[0]?.expression).toBe('viejo');
  });
});
