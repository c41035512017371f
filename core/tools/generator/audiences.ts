// How the offline generator speaks to each audience: opening line, why it suits them, closing.
import type { Audience, Extra } from './fields';
import type { Picker } from './seeded';
import { agree, capitalise, countOf, joinList } from './spanish';
import type { PropertyNoun } from './vocabulary';

/** The facts a sentence may use: nothing else is ever stated about the home. */
export interface Facts {
  home: PropertyNoun;
  area: string;
  /** The area in m², as a number, for wording that depends on size. */
  areaM2: number;
  rooms: number;
  bathrooms: number;
  extras: readonly Extra[];
  address: string;
}

const has = (facts: Facts, ...extras: Extra[]) => extras.filter((e) => facts.extras.includes(e));
const roomsText = (facts: Facts) => countOf(facts.rooms, 'dormitorio', 'dormitorios');

const OPENERS: Readonly<Record<Audience, readonly string[]>> = {
  inversores: [
    'Una opción a tener en cuenta si buscas invertir en vivienda.',
    'Para quien compra una vivienda con la vista puesta en el alquiler.',
    'Los datos que un inversor necesita, de entrada.',
  ],
  familias: [
    'Un hogar pensado para la vida en familia.',
    'Espacio para crecer en familia.',
    'Si buscas casa para tu familia, esto te interesa.',
  ],
  parejas: [
    'El lugar para empezar una vida en pareja.',
    'Pensado para dos.',
    'Una vivienda a la medida de una pareja.',
  ],
  jovenes: [
    'Para jóvenes profesionales que quieren vivir a su ritmo.',
    'Tu primera vivienda puede empezar aquí.',
    'Una vivienda práctica para tu etapa profesional.',
  ],
  jubilados: [
    'Comodidad para disfrutar de esta etapa.',
    'Una vivienda cómoda para el día a día.',
    'Pensado para vivir sin complicaciones.',
  ],
  estudiantes: [
    'Pensado para estudiantes.',
    'Una opción práctica para tu etapa de estudios.',
    'Para estudiar y vivir con comodidad.',
  ],
};

/** The sentences that tell the audience why this home suits them, built only from the facts. */
function pitch(audience: Audience, facts: Facts, p: Picker): string[] {
  const { home } = facts;
  const it = agree('amueblado', home.gender);
  switch (audience) {
    case 'inversores': {
      const lines = [
        facts.rooms >= 3
          ? `Sus ${roomsText(facts)} permiten plantear tanto el alquiler tradicional como el alquiler por habitaciones.`
          : p.pick([
              `Sus ${facts.area} m² encajan con la demanda de alquiler de larga estancia.`,
              `Un formato de ${facts.area} m² sencillo de alquilar y de gestionar.`,
            ]),
      ];
      if (facts.extras.includes('amueblado')) {
        lines.push(`Al entregarse ${it}, puede alquilarse sin invertir en mobiliario.`);
      }
      return lines;
    }
    case 'familias': {
      const outside = has(facts, 'jardin', 'piscina', 'zonas_comunes');
      const outsideText = joinList(outside.map((e) => OUTSIDE_FOR_KIDS[e] ?? e));
      return [
        facts.rooms >= 2
          ? `Con ${roomsText(facts)} y ${countOf(facts.bathrooms, 'baño', 'baños')}, cada miembro de la familia tiene su espacio.`
          : `Sus ${facts.area} m² se aprovechan para la rutina diaria de la familia.`,
        outside.length > 0
          ? `${capitalise(outsideText)} ${outside.length === 1 ? 'ofrece' : 'ofrecen'} a los más pequeños un lugar para jugar.`
          : p.pick([
              'Un entorno para organizar el día a día de la familia con comodidad.',
              'Una vivienda para que la familia crezca a gusto.',
            ]),
      ];
    }
    case 'parejas':
      return [
        facts.rooms >= 2
          ? `Con ${roomsText(facts)}, queda sitio para un despacho o para recibir a la familia.`
          : `Sus ${facts.area} m² son el tamaño justo para dos.`,
        p.pick(['Un lugar para construir vuestro proyecto juntos.', 'Listo para hacerlo vuestro.']),
      ];
    case 'jovenes':
      return [
        facts.rooms >= 2
          ? `Con ${roomsText(facts)}, tienes sitio para montar un espacio de teletrabajo.`
          : `Sus ${facts.area} m² se adaptan a un estilo de vida activo.`,
        p.pick([
          'Una vivienda a tu medida para esta etapa.',
          'Independencia y comodidad en un mismo lugar.',
        ]),
      ];
    case 'jubilados': {
      const access = has(facts, 'ascensor', 'acceso_pmr');
      return [
        access.length > 0
          ? `${access.length === 2 ? 'El ascensor y el acceso adaptado hacen' : access[0] === 'ascensor' ? 'El ascensor hace' : 'El acceso adaptado hace'} más cómodo el día a día.`
          : facts.areaM2 <= 120
            ? `Con ${facts.area} m², es una vivienda de dimensiones manejables.`
            : `Sus ${facts.area} m² dan cabida a las visitas de hijos y nietos.`,
        p.pick(['Un lugar para disfrutar de la jubilación.', 'Para vivir esta etapa con calma.']),
      ];
    }
    case 'estudiantes':
      return [
        facts.rooms >= 2
          ? `Sus ${roomsText(facts)} permiten compartirlo con otros estudiantes y repartir los gastos.`
          : 'Un espacio propio para concentrarse en los estudios.',
        p.pick(['Una opción práctica para todo el curso.', 'Todo lo necesario para el curso.']),
      ];
  }
}

const OUTSIDE_FOR_KIDS: Partial<Record<Extra, string>> = {
  jardin: 'el jardín',
  piscina: 'la piscina',
  zonas_comunes: 'las zonas comunes',
};

const CLOSINGS: readonly string[] = [
  'Contacta con nosotros para concertar una visita.',
  'Pide información sin compromiso y organiza tu visita.',
  'Llámanos y te enseñamos la vivienda.',
];

/** First sentence, audience paragraph and closing for the chosen audience. */
export function audienceText(audience: Audience, facts: Facts, p: Picker) {
  return {
    opener: p.pick(OPENERS[audience]),
    pitch: pitch(audience, facts, p).join(' '),
    closing: p.pick(CLOSINGS),
  };
}
