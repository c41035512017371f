// The Spanish texts of the return's results: the answer first, then each property, owner and box.
import { formatEurosCents as eur } from '../../../core/format';

export const RESULTS_TEXT = {
  title: (year: number) => `Tu declaración de ${year}`,
  placeholder:
    'Añade los contratos del año, o el valor catastral si el piso estuvo vacío: verás lo que declaras por cada inmueble y cada contrato, dónde va cada cifra en Renta Web y el artículo de la ley que la sostiene.',
  engineFailed:
    'No hemos podido cargar el cálculo. Comprueba tu conexión y recarga la página: tus datos se guardan en este navegador.',
  answer: (declared: number, imputed: number) => {
    const rent =
      declared < 0
        ? `Tus alquileres dan un rendimiento negativo de ${eur(-declared)}, que se compensa con tus demás rentas de la base general`
        : `Declaras ${eur(declared)} de rendimientos del capital inmobiliario`;
    return imputed > 0
      ? `${rent}, y ${eur(imputed)} de imputación de rentas inmobiliarias por los días sin alquilar.`
      : `${rent}.`;
  },
  totalDeclared: 'Rendimiento neto reducido que declaras',
  totalDeclaredHint: 'La suma de tus inmuebles alquilados, después de reducciones.',
  totalImputed: 'Imputación de rentas inmobiliarias',
  totalImputedHint: 'Por los días que tus viviendas no estuvieron alquiladas.',
  ownersTitle: 'Por propietario',
  ownerTitle: (n: number, name: string) => (name ? name : `Propietario ${n}`),
  ownerDeclared: 'Rendimiento que declara',
  ownerImputed: 'Imputación de rentas',
  ownerRentBase: 'Base del modelo 210 por el alquiler',
  ownerImputedBase: 'Base del modelo 210 por la imputación',
  modelo210Tax: 'Cuota del modelo 210',
  taxEstimate: 'Efecto en tu IRPF (estimación)',
  unletLines: 'Sin alquiler en el año: las líneas del rendimiento del alquiler, todas a 0,00 €',
  marginalRate: (rate: string) => `Tu tipo marginal con el alquiler: ${rate}.`,
  noEstimate:
    'Escribe tus otros ingresos del año en el propietario para estimar cuánto IRPF añade el alquiler.',
  modelo210Title: 'Modelo 210 (no residentes)',
  modelo210Caption: (name: string) =>
    `Modelo 210 de ${name}: una línea por inmueble y tipo de renta`,
  modelo210Columns: ['Inmueble', 'Renta', 'Base', 'Tipo', 'Cuota'] as const,
  modelo210Kind: { rent: 'Alquiler', imputation: 'Imputación' } as const,
  propertyTitle: (n: number, name: string) => (name ? `Inmueble ${n}: ${name}` : `Inmueble ${n}`),
  propertyDays: (let_: number, owned: number) =>
    `Alquilado ${let_} de los ${owned} días que fue tuyo en el año.`,
  linesColumns: ['Concepto', 'Importe', 'Cómo sale y por qué'] as const,
  contractsCaption: (n: number) => `Contratos del inmueble ${n}`,
  contractsColumns: [
    'Contrato',
    'Días',
    'Ingresos',
    'Reducción',
    'Rendimiento neto reducido',
  ] as const,
  contractName: (j: number, from: string, to: string) => `Contrato ${j}: del ${from} al ${to}`,
  boxesCaption: (n: number, year: number) => `Casillas de Renta Web del inmueble ${n} (${year})`,
  boxesColumns: ['Casilla', 'Concepto', 'Importe'] as const,
  boxPending: 'pendiente de confirmar',
  methodTitle: 'Cómo lo hemos calculado',
  methodIntro:
    'Donde la ley o el manual de la Agencia Tributaria dejan margen, esta es la lectura que tomamos:',
  stale:
    'Estos resultados son de los datos anteriores: corrige los campos marcados y se actualizan solos.',
  errorsTitle: (count: number) =>
    count === 1 ? 'Hay un dato por corregir' : `Hay ${count} datos por corregir`,
  summary: (declared: number, imputed: number) =>
    `Resultados actualizados: rendimiento neto reducido ${eur(declared)}, imputación de rentas ${eur(imputed)}.`,
  summaryErrors: (count: number) =>
    count === 1
      ? 'Hay un dato por corregir antes de actualizar los resultados.'
      : `Hay ${count} datos por corregir antes de actualizar los resultados.`,
} as const;
