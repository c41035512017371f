// The Basque territories levy their own IRPF; their foral texts could not be read, so the model stands
// in the common regime's figures (the state scale in both halves) and says so in the note.
import type { RegionalIrpf } from '../types';
import { commonRegimeYears } from './common-stand-in';

const PENDING =
  'no hemos leído las normas forales del IRPF de los tres territorios: Norma Foral 33/2013 de Álava (BOTHA), Norma Foral 13/2013 de Bizkaia (BOB) y Norma Foral 3/2014 de Gipuzkoa (BOG)';

export const PAIS_VASCO: RegionalIrpf = {
  code: 'pais-vasco',
  regime: 'foral',
  years: commonRegimeYears('del País Vasco', PENDING),
  note: 'Cada territorio histórico tiene su propio IRPF (Norma Foral 33/2013 de Álava, 13/2013 de Bizkaia y 3/2014 de Gipuzkoa): una sola escala foral, sin mitad estatal ni autonómica, con sus propias deducciones, y en Bizkaia el alquiler de vivienda tributa en la base del ahorro con reglas propias. No hemos podido leer esas normas en sus boletines, así que la cifra es la de un contribuyente de régimen común con la escala estatal en las dos mitades: tómala como orientativa, lo que pagarías en Euskadi puede ser distinto.',
};
