import { sourcesPageData, type SourceRule } from './sources-page';
import { COMMUNITY_CODES, COMMUNITY_NAMES } from './tax/communities';
import { IRPF_EXEMPTION_SOURCES, IRPF_SAVINGS_HISTORY } from './tax/irpf-savings-scale';
import { PLUSVALIA_COEFFICIENT_HISTORY } from './tax/plusvalia-coefficients';
import { PURCHASE_HISTORY, purchaseProvenance, purchaseRateEntries } from './tax/purchase-rates';
import { pendingReason } from './tax/sourced';
import { PENDING } from './tax/text';
import { REGIME_SOURCES } from './tools/investment-analysis/regime-sources';
import { RENT_REDUCTIONS } from './tools/investment-analysis/rent-reductions';

const page = sourcesPageData();
const allRules = page.sections.flatMap((section) => section.rules);
const sectionOf = (id: string) => {
  const section = page.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section;
};
const has = (rules: readonly SourceRule[], source: string, citation: string) =>
  rules.some((rule) => rule.source === source && rule.citation === citation);

describe('sourcesPageData', () => {
  it('has one section per community, in spec order, then the rules of the whole country', () => {
    const communities = page.sections.filter((section) => section.scope === 'community');
    expect(communities.map((section) => section.id)).toEqual([...COMMUNITY_CODES]);
    expect(communities.map((section) => section.title)).toEqual(
      COMMUNITY_CODES.map((code) => COMMUNITY_NAMES[code]),
    );
    expect(page.sections.filter((section) => section.scope === 'state').map((s) => s.id)).toEqual([
      'notaria-registro',
      'irpf-venta',
      'plusvalia-municipal',
      'alquiler',
    ]);
    expect(new Set(page.sections.map((section) => section.id)).size).toBe(page.sections.length);
  });

  it('lists every purchase-tax entry of every community, superseded ones included', () => {
    for (const code of COMMUNITY_CODES) {
      const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
      const taxes = sectionOf(code).rules.map((rule) => rule.tax);
      expect([code, [...new Set(taxes)].sort()]).toEqual([
        code,
        ['AJD', 'ITP', newHomeTax.name].sort(),
      ]);
      const expected = [itp, ajd, newHomeTax].reduce(
        (sum, history) => sum + history.general.length + history.reduced.length,
        0,
      );
      expect([code, sectionOf(code).rules.length]).toEqual([code, expected]);
    }
    const communityRules = page.sections
      .filter((section) => section.scope === 'community')
      .flatMap((section) => section.rules);
    expect(communityRules).toHaveLength(purchaseRateEntries().length);
    for (const { entry } of purchaseRateEntries()) {
      expect(
        communityRules.some(
          (rule) =>
            rule.source === entry.source &&
            rule.validFrom === entry.validFrom &&
            rule.validTo === entry.validTo &&
            rule.pending === pendingReason(entry),
        ),
      ).toBe(true);
    }
  });

  it('writes the rate from the table, never a second copy', () => {
    const madrid = sectionOf('madrid').rules.find(
      (rule) => rule.tax === 'ITP' && rule.rule === 'tipo general',
    );
    expect(madrid?.rate).toBe(`${PURCHASE_HISTORY.madrid.itp.general[0]?.brackets[0]?.rate} %`);
    const valencia = sectionOf('valencia').rules.filter(
      (rule) => rule.tax === 'ITP' && rule.rule === 'tipo general',
    );
    expect(valencia.map((rule) => [rule.validFrom, rule.validTo])).toEqual(
      PURCHASE_HISTORY.valencia.itp.general.map((scale) => [scale.validFrom, scale.validTo]),
    );
  });

  it('covers the fees, the IRPF of the sale, the plusvalía and the rent', () => {
    const fees = sectionOf('notaria-registro').rules;
    for (const figure of purchaseProvenance().slice(0, 7)) {
      expect(has(fees, figure.source, figure.citation ?? '')).toBe(true);
    }
    const sale = sectionOf('irpf-venta').rules;
    expect(sale.filter((rule) => rule.rule.startsWith('escala'))).toHaveLength(
      IRPF_SAVINGS_HISTORY.length,
    );
    for (const official of Object.values(IRPF_EXEMPTION_SOURCES)) {
      expect(has(sale, official.url, official.citation)).toBe(true);
    }
    const plusvalia = sectionOf('plusvalia-municipal').rules;
    expect(plusvalia.filter((rule) => rule.rule === 'método objetivo')).toHaveLength(
      PLUSVALIA_COEFFICIENT_HISTORY.length,
    );
    const rent = sectionOf('alquiler').rules;
    for (const official of Object.values(REGIME_SOURCES)) {
      expect([official.citation, has(rent, official.url, official.citation)]).toEqual([
        official.citation,
        true,
      ]);
    }
    for (const reduction of RENT_REDUCTIONS.filter((r) => r.percent > 0)) {
      expect(rent.some((rule) => rule.rate === reduction.label)).toBe(true);
    }
  });

  it('says what is missing wherever a rule is pendiente de confirmar', () => {
    expect(page.pendingCount).toBe(allRules.filter((rule) => rule.pending).length);
    expect(page.pendingCount).toBeGreaterThan(0);
    expect(page.ruleCount).toBe(allRules.length);
    for (const rule of allRules) {
      if (rule.pending !== undefined) expect(rule.pending.length).toBeGreaterThan(10);
      expect(rule.citation.length).toBeGreaterThan(20);
    }
    // The reductions of Ley 12/2023 and DT 38.ª were read in the BOE: none is pending.
    const rent = sectionOf('alquiler').rules.filter((rule) => rule.rule.startsWith('reducción'));
    expect(rent.filter((rule) => rule.pending)).toEqual([]);
    expect(rent.map((rule) => rule.citation).join(' ')).toContain('transitoria trigésima octava');
  });

  it('lists the rules the calculators leave out until confirmed, with their reason', () => {
    const notes = page.sections.flatMap((section) => section.pendingNotes);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toMatch(new RegExp(`^\\S+: ${PENDING}: .{10,}`));
    expect(sectionOf('baleares').pendingNotes.join(' ')).toContain('Orden 13/2026');
    // Asturias's art. 32 bis was read in the BOE text and is applied, no longer pending.
    expect(sectionOf('asturias').pendingNotes).toEqual([]);
  });
});
