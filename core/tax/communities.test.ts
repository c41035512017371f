import {
  COMMUNITIES,
  COMMUNITY_CODES,
  COMMUNITY_NAMES,
  byCommunity,
  isCommunityCode,
} from './communities';

describe('COMMUNITIES', () => {
  it('lists the 19 codes of the spec in order with natural Spanish names', () => {
    expect(COMMUNITIES).toHaveLength(19);
    expect(COMMUNITIES[0]).toEqual({ code: 'andalucia', name: 'Andalucía' });
    expect(COMMUNITY_NAMES['castilla-leon']).toBe('Castilla y León');
    expect(COMMUNITY_NAMES.valencia).toBe('Comunitat Valenciana');
    expect(COMMUNITIES.map((c) => c.code)).toEqual([...COMMUNITY_CODES]);
  });
});

describe('isCommunityCode', () => {
  it('accepts spec codes and rejects anything else', () => {
    expect(isCommunityCode('pais-vasco')).toBe(true);
    expect(isCommunityCode('País Vasco')).toBe(false);
    expect(isCommunityCode('')).toBe(false);
  });
});

describe('byCommunity', () => {
  it('builds one entry per community', () => {
    const table = byCommunity((code) => code.length);
    expect(Object.keys(table)).toHaveLength(19);
    expect(table.ceuta).toBe(5);
  });
});
