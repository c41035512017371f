import { createErrorStore } from './error-store';

const errors = new Map([
  ['properties.0.contracts.0.monthlyRent', 'Escribe la renta mensual del contrato.'],
  ['owners.1.name', 'Escribe el nombre.'],
]);

function watched() {
  const store = createErrorStore();
  const told: string[] = [];
  for (const name of ['properties.0.contracts.0.monthlyRent', 'owners.1.name', 'taxYear'])
    store.subscribe(name, () => told.push(name));
  store.setErrors(errors);
  return { store, told };
}

describe('the error store', () => {
  it('shows a message only once its field is visited, telling that field alone', () => {
    const { store, told } = watched();
    expect(store.errorFor('owners.1.name')).toBeUndefined();
    store.visit('owners.1.name');
    expect(store.errorFor('owners.1.name')).toBe('Escribe el nombre.');
    expect(store.errorFor('properties.0.contracts.0.monthlyRent')).toBeUndefined();
    expect(told).toEqual(['owners.1.name']);
  });

  it('tells every field with a message after a submit, and none without one', () => {
    const { store, told } = watched();
    store.showAll();
    expect(told.sort()).toEqual(['owners.1.name', 'properties.0.contracts.0.monthlyRent']);
    store.showAll();
    expect(told).toHaveLength(2);
  });

  it('tells a shown field whose message goes away, and forgets the visits on a reset', () => {
    const { store, told } = watched();
    store.visit('owners.1.name');
    store.setErrors(new Map([['properties.0.contracts.0.monthlyRent', 'Escribe la renta.']]));
    expect(store.errorFor('owners.1.name')).toBeUndefined();
    expect(told).toEqual(['owners.1.name', 'owners.1.name']);
    store.reset(false);
    store.setErrors(errors);
    expect(store.errorFor('owners.1.name')).toBeUndefined();
  });
});
