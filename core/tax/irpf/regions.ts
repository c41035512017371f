// Every community's IRPF: its regional half by tax year, one file per community under regions/.
import { COMMUNITY_CODES, type CommunityCode } from '../communities';
import type { RegionalIrpf } from './types';
import { ANDALUCIA } from './regions/andalucia';
import { ARAGON } from './regions/aragon';
import { ASTURIAS } from './regions/asturias';
import { BALEARES } from './regions/baleares';
import { CANARIAS } from './regions/canarias';
import { CANTABRIA } from './regions/cantabria';
import { CASTILLA_LA_MANCHA } from './regions/castilla-la-mancha';
import { CASTILLA_LEON } from './regions/castilla-leon';
import { CATALUNA } from './regions/cataluna';
import { EXTREMADURA } from './regions/extremadura';
import { GALICIA } from './regions/galicia';
import { MADRID } from './regions/madrid';
import { MURCIA } from './regions/murcia';
import { NAVARRA } from './regions/navarra';
import { PAIS_VASCO } from './regions/pais-vasco';
import { LA_RIOJA } from './regions/la-rioja';
import { VALENCIA } from './regions/valencia';
import { CEUTA } from './regions/ceuta';
import { MELILLA } from './regions/melilla';

export const REGIONAL_IRPF: Readonly<Record<CommunityCode, RegionalIrpf>> = {
  andalucia: ANDALUCIA,
  aragon: ARAGON,
  asturias: ASTURIAS,
  baleares: BALEARES,
  canarias: CANARIAS,
  cantabria: CANTABRIA,
  'castilla-la-mancha': CASTILLA_LA_MANCHA,
  'castilla-leon': CASTILLA_LEON,
  cataluna: CATALUNA,
  extremadura: EXTREMADURA,
  galicia: GALICIA,
  madrid: MADRID,
  murcia: MURCIA,
  navarra: NAVARRA,
  'pais-vasco': PAIS_VASCO,
  'la-rioja': LA_RIOJA,
  valencia: VALENCIA,
  ceuta: CEUTA,
  melilla: MELILLA,
};

export const IRPF_COMMUNITIES: readonly CommunityCode[] = COMMUNITY_CODES;
