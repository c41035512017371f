// The official texts behind the analysis' tax rules (regimes.ts): "Cómo lo hemos calculado" lists them.
import type { OfficialSource } from '../../tax/sourced';

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
const RIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
const TRLIRNR = 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527';

/** The texts the analysis' tax rules rest on ("Cómo lo hemos calculado" cites them). */
export const REGIME_SOURCES = {
  emptyMonths: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, arts. 23.1 y 85 (BOE-A-2006-20764), y sentencia del Tribunal Supremo 270/2021, de 25 de febrero (rec. 1302/2020): los gastos y la amortización se deducen solo por el tiempo alquilado; el tiempo vacío imputa renta',
    pending:
      'la sentencia se cita por su número y fecha; el enlace a su texto en el CENDOJ está pendiente de confirmar',
  },
  imputation: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 85.1: el 2 % del valor catastral, o el 1,1 % si los valores del municipio se revisaron en una valoración colectiva general en vigor en el periodo impositivo o en los diez anteriores',
  },
  amortisation: {
    url: RIRPF,
    citation:
      'Real Decreto 439/2007, Reglamento del IRPF, art. 14.2.a): 3 % del mayor del coste de adquisición satisfecho y el valor catastral, sin el valor del suelo; los muebles, art. 14.2.b)',
  },
  financing: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 23.1.a).1.º: los intereses y demás gastos de financiación, con los de reparación y conservación, no pueden superar los rendimientos íntegros; el exceso se deduce en los cuatro años siguientes',
  },
  nonResident: {
    url: TRLIRNR,
    citation:
      'Real Decreto Legislativo 5/2004, texto refundido de la Ley del IRNR, arts. 24 (base imponible: gastos de la Ley del IRPF solo para residentes en la UE o el EEE, apartado 6; rentas imputadas, apartado 5) y 25 (tipos: 24 % general, 19 % UE y EEE, 19 % las ganancias; retención del 3 % del precio al comprador, apartado 2)',
  },
  nonEuExpenses: {
    url: TRLIRNR,
    citation:
      'Sentencia de la Audiencia Nacional de 28 de julio de 2025 (rec. 636/2021): extiende la deducción de gastos a los residentes fuera de la UE; recurrible, y la Agencia Tributaria sigue aplicando el 24 % sobre los ingresos íntegros',
    pending: 'sentencia no firme: pendiente de confirmar por el Tribunal Supremo',
  },
  tourist: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 23.2: la reducción solo se aplica al arrendamiento de vivienda habitual del inquilino; el alquiler turístico y el de temporada no la tienen',
  },
} as const satisfies Record<string, OfficialSource>;
