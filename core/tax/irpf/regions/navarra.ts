// Navarra levies its own IRPF with a single foral scale that the two-half model cannot hold yet, so
// the model stands in the common regime's figures (the state scale in both halves) and says so.
import type { RegionalIrpf } from '../types';
import { commonRegimeYears } from './common-stand-in';

const PENDING =
  'cifra de régimen común: la escala foral del art. 59.1 del Decreto Foral Legislativo 4/2008 (leída, en la redacción de la Ley Foral 22/2023) y la deducción por mínimo personal del art. 62.9.a no se aplican todavía';

export const NAVARRA: RegionalIrpf = {
  code: 'navarra',
  regime: 'foral',
  years: commonRegimeYears('de Navarra', PENDING),
  note: 'Navarra tiene su propio IRPF (Decreto Foral Legislativo 4/2008, texto refundido de la Ley Foral del IRPF): una sola escala foral, sin mitad estatal ni autonómica, del 13 % hasta 4.458 € al 52 % por encima de 334.344 € (art. 59.1, en la redacción de la Ley Foral 22/2023, desde 2024), y el mínimo personal no reduce la base: es una deducción de 1.084 € en la cuota (art. 62.9.a). El modelo aún no aplica esa escala, así que la cifra es la de un contribuyente de régimen común con la escala estatal en las dos mitades: tómala como orientativa, lo que pagarías en Navarra puede ser distinto.',
};
