import { calculatePurchaseCosts, type PurchaseCostsInput } from './purchase-costs';

// The explanation line of each tax must name the rate actually applied, and its amount must be
// that rate times the base.
const DEED = '2026-11-23';

function line(input: Omit<PurchaseCostsInput, 'deedDate' | 'hasLoan'>): string {
  const result = calculatePurchaseCosts({ ...input, deedDate: DEED, hasLoan: false });
  const found = result.notes.find((note) => note.startsWith('Vivienda'));
  if (!found) throw new Error('no tax line');
  return found;
}

describe('the ITP line of a second-hand home', () => {
  it('names the 5,4 % Madrid applies to a habitual home of up to 250.000 € (worked example)', () => {
    // 185.000 € x 5,4 % = 9.990 € (6 % with the 10 % bonus on the quota, art. 30 bis)
    const text = line({
      propertyPrice: 185_000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      isFirstHome: true,
    });
    expect(text).toContain('ITP con el tipo reducido del 5,4 % sobre 185.000 €: 9.990 €');
    expect(text).toContain('no se aplica el tipo general del 6 %');
    expect(text).not.toMatch(/tipo general del? 6 %: 9\.990/);
  });

  it('names Madrid’s general 6 % when the home is not the first habitual one', () => {
    // 185.000 € x 6 % = 11.100 €
    const text = line({
      propertyPrice: 185_000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
    });
    expect(text).toBe(
      'Vivienda usada (Comunidad de Madrid): ITP con el tipo general del 6 % sobre 185.000 €: 11.100 €. La vivienda usada no paga IVA ni AJD por la compra.',
    );
  });

  it('words Valencia’s whole-value scale and the rate it applies (worked example)', () => {
    // 185.000 € x 9 % = 16.650 € (Ley 5/2025: 9 % up to 1.000.000 € from 1 June 2026)
    const text = line({
      propertyPrice: 185_000,
      propertyType: 'used',
      autonomousCommunity: 'valencia',
    });
    expect(text).toContain(
      'ITP al 9 % sobre 185.000 € (tipo general según el valor total, un solo tipo para todo el valor: 9 % hasta 1.000.000 €, 11 % por encima de 1.000.000 €): 16.650 €',
    );
    expect(text).not.toContain('tipo general tipo según');
  });

  it('gives the average rate of a marginal scale (Cataluña, 700.000 €)', () => {
    // 600.000 € x 10 % = 60.000 € + 100.000 € x 11 % = 11.000 € -> 71.000 €, average 10,14 %
    const text = line({
      propertyPrice: 700_000,
      propertyType: 'used',
      autonomousCommunity: 'cataluna',
    });
    expect(text).toContain('ITP con un tipo medio del 10,14 % sobre 700.000 €');
    expect(text).toContain(': 71.000 €.');
  });

  it('says a capped reduced rate covers only the first part of the base (Cantabria, 400.000 €)', () => {
    // 300.000 € x 4 % = 12.000 € + 100.000 € x 9 % = 9.000 € -> 21.000 €
    const text = line({
      propertyPrice: 400_000,
      propertyType: 'used',
      autonomousCommunity: 'cantabria',
      isFirstHome: true,
      buyerAge: 30,
    });
    expect(text).toContain(
      'ITP con el tipo reducido del 4 % sobre los primeros 300.000 € y la escala general sobre el resto: 21.000 €',
    );
  });
});

describe('the line of a new home', () => {
  it('names the IVA and the AJD rates applied (Madrid, 200.000 €)', () => {
    // 200.000 € x 10 % = 20.000 € of IVA; over 180.000 € the whole 200.000 € pays 0,75 % = 1.500 € of AJD
    const text = line({
      propertyPrice: 200_000,
      propertyType: 'new',
      autonomousCommunity: 'madrid',
    });
    expect(text).toBe(
      'Vivienda nueva (Comunidad de Madrid): IVA con el tipo general del 10 % sobre 200.000 €: 20.000 €; AJD de la escritura al 0,75 % sobre 200.000 € (tipo general según el valor total, un solo tipo para todo el valor: 0,4 % hasta 120.000 €, 0,5 % hasta 180.000 €, 0,75 % por encima de 180.000 €; al pasar cada umbral, la cuota no sube más que el valor que lo supera): 1.500 €. La vivienda nueva no paga ITP.',
    );
  });
});

describe('the AJD line in Madrid (DL 1/2010 arts. 37 and 38 bis)', () => {
  const scale =
    'tipo general según el valor total, un solo tipo para todo el valor: 0,4 % hasta 120.000 €, 0,5 % hasta 180.000 €, 0,75 % por encima de 180.000 €; al pasar cada umbral, la cuota no sube más que el valor que lo supera';
  it('says when the jump past a threshold is capped (180.001 €, not habitual)', () => {
    // 180.000 € x 0,5 % = 900 € + 1 € over the threshold = 901 € (not 0,75 % = 1.350,01 €)
    const text = line({
      propertyPrice: 180_001,
      propertyType: 'new',
      autonomousCommunity: 'madrid',
    });
    expect(text).toContain(
      `AJD de la escritura con el salto de cuota del umbral limitado al valor que lo supera sobre 180.001 € (${scale}): 901 €.`,
    );
  });
  it('names the 10 % bonus and the tax without it (habitual home of 200.000 €)', () => {
    // 200.000 € x 0,75 % = 1.500 €, less 10 % = 1.350 €
    const text = line({
      propertyPrice: 200_000,
      propertyType: 'new',
      autonomousCommunity: 'madrid',
      isFirstHome: true,
    });
    expect(text).toContain(
      `AJD de la escritura con la bonificación del 10 % de la cuota sobre 200.000 €: 1.350 € (sin ella, 1.500 € con el ${scale}).`,
    );
  });
});
