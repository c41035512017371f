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
      'Ley 35/2006, del IRPF, arts. 23.1 y 85 (BOE-A-2006-20764), y sentencia del Tribunal Supremo 270/2021, de 25 de febrero (rec. 1302/2020, ECLI:ES:TS:2021:910): los gastos y la amortización se deducen solo por el tiempo alquilado; el tiempo vacío imputa renta',
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
  amortisationCap: {
    url: 'https://serviciostelematicosext.hacienda.gob.es/TEAC/DYCTEA/criterio.aspx?id=00%2F00653%2F2025%2F00%2F0%2F1',
    citation:
      'Tribunal Económico-Administrativo Central, resolución de 18 de diciembre de 2025 (RG 00/00653/2025), en unificación de criterio, sobre el art. 14 del Reglamento del IRPF: la amortización acumulada no puede superar el valor de adquisición de la construcción, con independencia del límite anual',
  },
  saleAmortisation: {
    url: RIRPF,
    citation:
      'Real Decreto 439/2007, Reglamento del IRPF, art. 40.1: al vender, el valor de adquisición del art. 35 de la Ley 35/2006 se minora en la amortización, computándose en todo caso la mínima',
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
      'Sentencia de la Audiencia Nacional de 28 de julio de 2025 (rec. 636/2021, ECLI:ES:AN:2025:3630, según los asesores que la comentan): extiende la deducción de gastos a los residentes fuera de la UE; recurrible, y la Agencia Tributaria sigue aplicando el 24 % sobre los ingresos íntegros',
    pending: 'sentencia no firme: pendiente de confirmar por el Tribunal Supremo',
  },
  tourist: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 23.2: la reducción es para el «arrendamiento de bienes inmuebles destinados a vivienda»; que el alquiler turístico y el de temporada no la tengan es la lectura de la Agencia Tributaria y de la Dirección General de Tributos (la vivienda permanente del inquilino, art. 2 de la Ley de Arrendamientos Urbanos, frente al uso distinto del art. 3), no la letra del artículo',
  },
  shortLets: {
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2024-26931',
    citation:
      'Real Decreto 1312/2024, de 23 de diciembre (BOE 24-12-2024), arts. 4.2, 5.a y 10.6: el arrendador de una vivienda de uso turístico o de temporada (causas vacacionales, laborales, de estudios u otras no permanentes) necesita el número del registro único de arrendamientos, que da el Registro de la Propiedad, para ofrecerla en plataformas en línea; disposición final cuarta: en vigor el 2-1-2025, con efectos desde el 1-7-2025',
  },
  touristCommunityVote: {
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1960-10906',
    citation:
      'Ley 49/1960, de Propiedad Horizontal, arts. 7.3 y 17.12, en la redacción de la disposición final cuarta.2 de la Ley Orgánica 1/2025, de 2 de enero (BOE-A-2025-76), con efectos desde el 3-4-2025: aprobar, limitar, condicionar o prohibir el alquiler turístico (art. 5.e de la Ley de Arrendamientos Urbanos) requiere el voto favorable de tres quintas partes de los propietarios que representen tres quintas partes de las cuotas, igual que fijar cuotas especiales o subir hasta un 20 % la participación en los gastos de esa vivienda; los acuerdos no son retroactivos',
  },
} as const satisfies Record<string, OfficialSource>;
