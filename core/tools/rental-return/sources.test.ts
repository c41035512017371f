import { confidenceOf, pendingReason } from '../../tax/sourced';
import { RENTAL_RETURN_SOURCES, RENTAL_RULE_IDS, rentalRuleSource } from './sources';

// Only the BOE, the Ministry's TEAC and the Agencia Tributaria: the same hosts as the rest of the engine.
const OFFICIAL_HOSTS = new Set([
  'www.boe.es',
  'sede.agenciatributaria.gob.es',
  'serviciostelematicosext.hacienda.gob.es',
]);

describe('the sources of the rental return', () => {
  it.each(RENTAL_RULE_IDS)('%s links an official text over https', (id) => {
    const entry = rentalRuleSource(id);
    expect(entry.source).toMatch(/^https:\/\/\S+$/);
    expect(OFFICIAL_HOSTS).toContain(new URL(entry.source).hostname);
  });

  it.each(RENTAL_RULE_IDS)('%s names its norm and a title in Spanish', (id) => {
    const entry = rentalRuleSource(id);
    expect(entry.title.length).toBeGreaterThan(3);
    expect(entry.citation).toMatch(/(art\.|arts\.|disposición|Orden|sentencia|resolución|Manual)/i);
    if (entry.validTo) expect(entry.validTo >= entry.validFrom).toBe(true);
  });

  it('says what is unread instead of claiming the law', () => {
    // The modelo 100 designs publish their boxes as images: the entry must say so.
    expect(pendingReason(RENTAL_RETURN_SOURCES.modelo100Design2024)).toMatch(/imagen/);
    expect(pendingReason(RENTAL_RETURN_SOURCES.modelo100Design2025)).toMatch(/imagen/);
    expect(confidenceOf(RENTAL_RETURN_SOURCES.reduction)).toBe('law');
  });
});
