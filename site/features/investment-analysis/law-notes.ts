// The analysis' notes on the law that the figures do not show: filing of non-residents, tourist and
// seasonal lets, and the pending decree's answer. Each names its official text.
import type { ReductionAnswer } from '../../../core/tools/investment-analysis/decree-alternative';

type Decree = NonNullable<ReductionAnswer['decree']>;

/** "Si el Congreso convalida el Real Decreto-ley 29/2026, …": the decree's range beside our answer. */
export function decreeSentence(decree: Decree, euros: (value: number) => string): string {
  return `Si el Congreso convalida el Real Decreto-ley 29/2026, la reducción dependería de la renta que pactes frente a la del contrato anterior o al índice de referencia: con el ${decree.low.percent} % pagarías ${euros(decree.low.yearOneTax)} el primer año y con el ${decree.high.percent} %, ${euros(decree.high.yearOneTax)} (pendiente de confirmar: no hemos leído el texto en el BOE).`;
}

/** AEAT: rents accrued from 2024 are grouped once a year (filed in January) or declared per accrual. */
export const MODELO_210 =
  'con el modelo 210: desde las rentas de 2024, o una declaración por cada devengo o una al año que agrupa las del año anterior, presentada del 1 al 20 de enero (sede de la Agencia Tributaria, modelo 210, rendimientos del arrendamiento de inmuebles); la renta imputada, una vez al año';

export const TOURIST_NOTE =
  'Alquiler turístico: necesitas la licencia o el registro de tu comunidad autónoma y el número del registro único de arrendamientos (Real Decreto 1312/2024, desde el 1-7-2025); sin ellos no puedes anunciarlo. Desde el 3-4-2025, en un edificio en propiedad horizontal, la comunidad de propietarios tiene que aprobarlo por tres quintas partes de los propietarios y de las cuotas (art. 17.12 de la Ley 49/1960 de Propiedad Horizontal, según la Ley Orgánica 1/2025). Si das servicios de tipo hotelero, además, facturas un 10 % de IVA (Ley 37/1992, art. 91.Uno.2.2.º) y te das de alta en el censo (modelo 036 o 037): elige «Sí» en «Servicios de tipo hotelero».';

export const SEASONAL_NOTE =
  'Alquiler de temporada: desde el 1-7-2025, para anunciarlo en una plataforma necesitas el número del registro único de arrendamientos (Real Decreto 1312/2024), como un alquiler turístico.';
