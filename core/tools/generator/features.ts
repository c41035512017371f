// The features a listing can state, the words that state them in each language, and which of them
// the inputs give: the checker refuses a feature the inputs do not give.
import type { Extra } from './fields';
import type { Language } from './listing-fields';
import type { ListingValues } from './schema';

type Words = Readonly<Record<Language, readonly string[]>>;

interface Feature {
  /** Words and stems ('amueblad*' matches amueblado, amueblada) in each language, lower case. */
  words: Words;
  /** Whether the structured inputs give the feature (free texts are checked separately). */
  given: (v: ListingValues) => boolean;
}

const ticked = (v: ListingValues, ...extras: Extra[]) => extras.some((e) => v.extras.includes(e));

/** Not exhaustive: the features buyers look for and writers (and models) like to add. */
export const FEATURES: Readonly<Record<string, Feature>> = {
  terrace: {
    words: { es: ['terraza*'], en: ['terrace', 'terraces'], de: ['terrasse*'], fr: ['terrasse*'] },
    given: (v) => v.outdoorSpace === 'terraza' || ticked(v, 'terraza'),
  },
  balcony: {
    words: {
      es: ['balcón', 'balcones'],
      en: ['balcony', 'balconies'],
      de: ['balkon*'],
      fr: ['balcon*'],
    },
    given: (v) => v.outdoorSpace === 'balcon' || ticked(v, 'balcon'),
  },
  garden: {
    words: {
      es: ['jardín', 'jardines'],
      en: ['garden*'],
      de: ['garten', 'gärten'],
      fr: ['jardin*'],
    },
    given: (v) => v.outdoorSpace === 'jardin' || ticked(v, 'jardin'),
  },
  pool: {
    words: { es: ['piscina*'], en: ['pool*'], de: ['pool*', 'schwimmbad*'], fr: ['piscine*'] },
    given: (v) => ticked(v, 'piscina'),
  },
  parking: {
    words: {
      es: ['garaje*', 'aparcamiento*', 'parking'],
      en: ['parking', 'garage*', 'car space*'],
      de: ['garage*', 'stellplatz*', 'tiefgarage*', 'parkplatz*'],
      fr: ['parking*', 'garage*', 'stationnement'],
    },
    given: (v) => v.parking !== undefined || ticked(v, 'garaje'),
  },
  storage: {
    words: {
      es: ['trastero*'],
      en: ['storage room*', 'storeroom*'],
      de: ['abstellraum*', 'kellerabteil*'],
      fr: ['débarras', 'cellier*', 'cave*'],
    },
    given: (v) => v.storageRoom !== undefined || ticked(v, 'trastero'),
  },
  lift: {
    words: {
      es: ['ascensor*'],
      en: ['lift*', 'elevator*'],
      de: ['aufzug*', 'fahrstuhl*'],
      fr: ['ascenseur*'],
    },
    given: (v) => v.hasLift !== undefined || ticked(v, 'ascensor'),
  },
  airConditioning: {
    words: {
      es: ['aire acondicionado', 'climatizaci*'],
      en: ['air conditioning', 'air-conditioning', 'air-conditioned'],
      de: ['klimaanlage*', 'klimatisiert*'],
      fr: ['climatisation', 'climatisé*'],
    },
    given: (v) => ticked(v, 'aire_acondicionado'),
  },
  heating: {
    words: {
      es: ['calefacción'],
      en: ['heating', 'underfloor'],
      de: ['heizung*', 'fußbodenheizung*'],
      fr: ['chauffage*'],
    },
    given: (v) => ticked(v, 'calefaccion'),
  },
  furnished: {
    words: {
      es: ['amueblad*'],
      en: ['furnished', 'furniture'],
      de: ['möbliert*', 'möbel*'],
      fr: ['meublé*'],
    },
    given: (v) => ticked(v, 'amueblado'),
  },
  fittedKitchen: {
    words: {
      es: ['cocina equipada'],
      en: ['fitted kitchen', 'equipped kitchen'],
      de: ['einbauküche*'],
      fr: ['cuisine équipée'],
    },
    given: (v) => ticked(v, 'cocina_equipada'),
  },
  wardrobes: {
    words: {
      es: ['armarios empotrados'],
      en: ['built-in wardrobe*', 'fitted wardrobe*'],
      de: ['einbauschr*'],
      fr: ['placards*'],
    },
    given: (v) => ticked(v, 'armarios_empotrados'),
  },
  smartHome: {
    words: {
      es: ['domótica'],
      en: ['home automation', 'smart home'],
      de: ['smart-home*', 'hausautomation*'],
      fr: ['domotique'],
    },
    given: (v) => ticked(v, 'domotica'),
  },
  accessible: {
    words: {
      es: ['movilidad reducida', 'acceso adaptado', 'pmr'],
      en: ['step-free', 'reduced mobility', 'wheelchair*'],
      de: ['barrierefrei*', 'rollstuhl*'],
      fr: ['mobilité réduite', 'pmr'],
    },
    given: (v) => ticked(v, 'acceso_pmr'),
  },
  security: {
    words: {
      es: ['seguridad', 'vigilancia', 'conserje*', 'portero*'],
      en: ['security', 'concierge*', 'porter*'],
      de: ['sicherheit*', 'concierge*', 'pförtner*'],
      fr: ['sécurité', 'gardien*', 'concierge*'],
    },
    given: (v) => ticked(v, 'seguridad'),
  },
  communal: {
    words: {
      es: ['zonas comunes'],
      en: ['communal area*', 'communal garden*'],
      de: ['gemeinschaftsbereich*', 'gemeinschaftsfläche*'],
      fr: ['parties communes', 'espaces communs'],
    },
    given: (v) => ticked(v, 'zonas_comunes'),
  },
  orientation: {
    words: {
      es: ['orientación', 'orientado*', 'orientada*'],
      en: ['facing', 'faces', 'orientation', 'aspect'],
      de: ['ausrichtung*', 'ausgerichtet*'],
      fr: ['orienté*', 'orientation', 'exposition', 'exposé*'],
    },
    given: (v) => v.orientation !== undefined || ticked(v, 'orientacion_sur'),
  },
  energy: {
    words: {
      es: ['eficiencia energética', 'calificación energética', 'certificado energético'],
      en: [
        'energy rating',
        'energy performance',
        'energy-saving',
        'energy efficiency',
        'energy certificate',
      ],
      de: ['energieeffizienz*', 'energieausweis*', 'energiespar*'],
      fr: [
        'classe énergétique',
        'diagnostic énergétique',
        "économie d'énergie",
        'performance énergétique',
      ],
    },
    given: (v) => v.energyRating !== undefined || ticked(v, 'eficiencia_energetica'),
  },
  condition: {
    words: {
      es: ['a estrenar', 'buen estado', 'reformad*', 'reforma', 'reformar', 'obra nueva'],
      en: ['brand new', 'renovat*', 'refurbish*', 'good condition', 'newly built', 'new build'],
      de: ['erstbezug*', 'renovier*', 'saniert*', 'sanierung*', 'neubau*', 'zustand*'],
      fr: ['neuf', 'neuve', 'rénov*', 'bon état', 'jamais habité*'],
    },
    given: (v) => v.condition !== undefined,
  },
  views: {
    words: {
      es: ['vistas'],
      en: ['view', 'views'],
      de: ['aussicht*', 'blick*'],
      fr: ['vue', 'vues'],
    },
    given: () => false,
  },
  sea: {
    words: {
      es: ['mar', 'playa*', 'costa'],
      en: ['sea', 'seafront', 'beach*', 'coast*'],
      de: ['meer*', 'strand*', 'küste*'],
      fr: ['mer', 'plage*', 'côte'],
    },
    given: () => false,
  },
  transport: {
    words: {
      es: ['metro', 'autobús', 'tren', 'cercanías', 'tranvía'],
      en: ['metro', 'underground', 'bus', 'train*', 'tram*'],
      de: ['u-bahn', 'bus', 'bahn*', 'straßenbahn*', 'metro'],
      fr: ['métro', 'bus', 'train*', 'tram*', 'gare'],
    },
    given: () => false,
  },
  schools: {
    words: {
      es: ['colegio*', 'escuela*', 'universidad*'],
      en: ['school*', 'universit*'],
      de: ['schule*', 'universität*'],
      fr: ['école*', 'collège*', 'lycée*', 'université*'],
    },
    given: () => false,
  },
  shops: {
    words: {
      es: ['comercios', 'tiendas', 'supermercado*', 'mercado*'],
      en: ['shop*', 'supermarket*', 'market*'],
      de: ['geschäft*', 'supermarkt*', 'einkauf*'],
      fr: ['commerces', 'magasins', 'supermarché*', 'marché*'],
    },
    given: () => false,
  },
  parks: {
    words: {
      es: ['parque*'],
      en: ['park', 'parks', 'parkland'],
      de: ['park', 'parks', 'grünanlage*'],
      fr: ['parc', 'parcs'],
    },
    given: () => false,
  },
  quiet: {
    words: {
      es: ['tranquil*', 'silencios*'],
      en: ['quiet*', 'peaceful*'],
      de: ['ruhig*'],
      fr: ['calme*', 'tranquille*'],
    },
    given: () => false,
  },
};

const LANGUAGE_CODES: readonly Language[] = ['es', 'en', 'de', 'fr'];

function pattern(word: string): RegExp {
  const stem = word.endsWith('*');
  const body = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])${body}${stem ? '\\p{L}*' : ''}(?![\\p{L}])`, 'iu');
}

const PATTERNS = new Map<string, Readonly<Record<Language, RegExp[]>>>(
  Object.entries(FEATURES).map(([key, feature]) => [
    key,
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, feature.words[code].map(pattern)]),
    ) as Record<Language, RegExp[]>,
  ]),
);

/** A feature as a Spanish reader names it: its first Spanish word ('piscina', 'vistas'). */
export function featureName(key: string): string {
  return (FEATURES[key]?.words.es[0] ?? key).replace(/\*$/, '');
}

/** The features a text mentions in a language. */
export function featuresIn(text: string, language: Language): string[] {
  return [...PATTERNS]
    .filter(([, byLanguage]) => byLanguage[language].some((re) => re.test(text)))
    .map(([key]) => key);
}

/** The features given by the inputs: the structured fields, and any named in the free texts. */
export function givenFeatures(values: ListingValues): Set<string> {
  const free = [values.address, values.otherExtras ?? '', values.neighbourhoodNotes ?? ''].join(
    ' \n ',
  );
  const keys = Object.entries(FEATURES)
    .filter(([, feature]) => feature.given(values))
    .map(([key]) => key);
  for (const code of LANGUAGE_CODES) keys.push(...featuresIn(free, code));
  return new Set(keys);
}
