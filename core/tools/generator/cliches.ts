// The cliché scan: phrases buyers skip, each with a Spanish suggestion. Pure, for any pasted text.
import { featuresIn } from './features';
import { sentencesOf } from './fact-check';
import type { Language } from './listing-fields';

export type ClicheRule =
  | 'rentabilidad-garantizada'
  | 'oportunidad-unica'
  | 'ideal-inversores'
  | 'vistas-sin-dato'
  | 'no-te-lo-pierdas'
  | 'luminoso-sin-orientacion'
  | 'superlativo-sin-dato';

/** A cliché weakens the ad; a misleading claim promises what no seller can (Ley 3/1991, art. 5). */
export type ClicheKind = 'cliche' | 'misleading';

export interface Cliche {
  rule: ClicheRule;
  kind: ClicheKind;
  /** The words as they appear in the text. */
  phrase: string;
  suggestion: string;
}

export const CLICHE_SUGGESTIONS: Readonly<Record<ClicheRule, string>> = {
  'rentabilidad-garantizada':
    'Quita la promesa de rentabilidad: nadie puede garantizarla (vacíos, impagos, gastos e impuestos la cambian) y anunciarla es publicidad engañosa (Ley 3/1991, de Competencia Desleal, art. 5; https://www.boe.es/buscar/act.php?id=BOE-A-1991-628). Si está alquilado, di la renta y el contrato vigentes.',
  'oportunidad-unica':
    'Quita «oportunidad única»: di qué la hace distinta (precio, estado, ubicación) con un dato.',
  'ideal-inversores':
    'En lugar de «ideal para inversores», da los datos que usa un inversor: precio, cuota de comunidad, estado.',
  'vistas-sin-dato':
    'Di qué se ve y desde dónde (por ejemplo, «vistas al parque desde la terraza de la 6.ª planta») en lugar de «vistas inmejorables».',
  'no-te-lo-pierdas':
    'Sustituye la urgencia («no te lo pierdas») por una invitación concreta: cómo pedir información o visitar.',
  'luminoso-sin-orientacion':
    'Si dices que es luminoso, indica la orientación (por ejemplo, «orientación sur»); si no la sabes, quítalo.',
  'superlativo-sin-dato':
    'Cambia el superlativo por el dato que lo justifica (m², planta, terraza, año de reforma) o quítalo.',
};

type Patterns = Readonly<
  Record<
    Exclude<
      ClicheRule,
      'superlativo-sin-dato' | 'luminoso-sin-orientacion' | 'rentabilidad-garantizada'
    >,
    readonly string[]
  >
>;

/** A yield, return or income beside a guarantee, in either order, within one clause. */
const YIELD = String.raw`(?:rentabilidad(?:es)?|retornos?|rendimientos?|beneficios?|ingresos|renta|yields?|returns?|income|rendite|mietrendite|rendement|rentabilité|revenus?)`;
const GUARANTEE = String.raw`(?:garantizad[oa]s?|garantiza(?:mos)?|asegurad[oa]s?|guaranteed|guarantees?|garantiert\p{L}*|garantie\p{L}*|garanti[es]?)`;
const PROMISE_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${YIELD}[^.;:!?]{0,40}?${GUARANTEE}|${GUARANTEE}[^.;:!?]{0,40}?${YIELD})(?:\s+(?:del?|of|von|de)\s+(?:un\s+|une\s+)?\d+(?:[.,]\d+)?\s?%)?(?![\p{L}])`,
  'iu',
);

const PHRASES: Patterns = {
  'oportunidad-unica': [
    'oportunidad única',
    'oportunidad irrepetible',
    'gran oportunidad',
    'unique opportunity',
    'rare opportunity',
    'once-in-a-lifetime',
    'einmalige gelegenheit',
    'einzigartige gelegenheit',
    'opportunité unique',
    'occasion unique',
  ],
  'ideal-inversores': [
    'ideal para inversores',
    'ideal inversor*',
    'ideal inversión',
    'ideal para invertir',
    'ideal para inversión',
    'perfecto para inversores',
    'ideal for investors',
    'perfect for investors',
    'ideal für investoren',
    'ideal für anleger',
    'idéal pour investisseurs',
    'idéal pour les investisseurs',
  ],
  'vistas-sin-dato': [
    'vistas inmejorables',
    'vistas espectaculares',
    'vistas increíbles',
    'vistas impresionantes',
    'vistas únicas',
    'unbeatable views',
    'stunning views',
    'spectacular views',
    'traumhafte aussicht',
    'atemberaubende aussicht',
    'vue imprenable',
    'vue exceptionnelle',
  ],
  'no-te-lo-pierdas': [
    'no te lo pierdas',
    'no lo dejes escapar',
    'no se lo pierda',
    "don't miss",
    'do not miss',
    "won't last",
    'nicht verpassen',
    'ne manquez pas',
    'à ne pas manquer',
  ],
};

const BRIGHT = [
  'luminos*',
  'mucha luz',
  'bright*',
  'light-filled',
  'sun-drenched',
  'hell*',
  'lichtdurchflutet*',
  'lumineu*',
  'ensoleillé*',
];

const SUPERLATIVES = [
  'espectacular*',
  'inmejorable*',
  'increíble*',
  'impresionante*',
  'maravillos*',
  'precioso',
  'preciosa',
  'preciosos',
  'preciosas',
  'perfect*',
  'exclusiv*',
  'de lujo',
  'el mejor',
  'la mejor',
  'lo mejor',
  'única',
  'único',
  'stunning',
  'amazing',
  'incredible',
  'spectacular',
  'breathtaking',
  'luxur*',
  'the best',
  'unbeatable',
  'exclusive',
  'traumhaft*',
  'atemberaubend*',
  'einzigartig*',
  'perfekt*',
  'luxuriös*',
  'unschlagbar*',
  'exceptionnel*',
  'magnifique*',
  'sublime*',
  'exclusif*',
  'exclusive',
  'imbattable*',
  'de luxe',
  'incroyable*',
];

const compile = (word: string) => {
  const stem = word.endsWith('*');
  const body = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${body}${stem ? '\\p{L}*' : ''}(?![\\p{L}])`, 'iu');
};
const PHRASE_RES = Object.entries(PHRASES).map(
  ([rule, phrases]) => [rule as ClicheRule, phrases.map(compile)] as const,
);
const BRIGHT_RES = BRIGHT.map(compile);
const SUPERLATIVE_RES = SUPERLATIVES.map(compile);

export interface ClicheOptions {
  /** Whether the home's orientation is known (then 'luminoso' is backed by a fact). */
  orientationKnown?: boolean;
  /** The text's language, to recognise facts next to a superlative; Spanish when not given. */
  language?: Language;
}

/** A sentence backs a superlative when it also states a figure or a named feature. */
function hasFact(sentence: string, language: Language): boolean {
  return /\d/.test(sentence) || featuresIn(sentence, language).length > 0;
}

/**
 * Finds the clichés of a text: a promised yield (misleading, not merely a cliché), fixed phrases,
 * 'luminoso' when the orientation is not known, and superlatives in a sentence with no figure or
 * feature behind them. Each comes with a suggestion.
 * @example scanCliches('Oportunidad única. Piso espectacular.')
 * // [{ rule: 'oportunidad-unica', kind: 'cliche', phrase: 'Oportunidad única', ... },
 * //  { rule: 'superlativo-sin-dato', phrase: 'espectacular', ... }]
 */
export function scanCliches(text: string, options: ClicheOptions = {}): Cliche[] {
  const language = options.language ?? 'es';
  const found: Cliche[] = [];
  const add = (rule: ClicheRule, phrase: string) =>
    found.push({
      rule,
      kind: rule === 'rentabilidad-garantizada' ? 'misleading' : 'cliche',
      phrase,
      suggestion: CLICHE_SUGGESTIONS[rule],
    });
  for (const sentence of sentencesOf(text)) {
    const promise = PROMISE_RE.exec(sentence);
    if (promise) add('rentabilidad-garantizada', promise[0]);
    // A superlative inside a fixed phrase ('única' in 'oportunidad única') is reported once.
    const phrases: string[] = [];
    for (const [rule, res] of PHRASE_RES) {
      for (const re of res) {
        const match = re.exec(sentence);
        if (match) {
          phrases.push(match[0].toLowerCase());
          add(rule, match[0]);
        }
      }
    }
    if (!options.orientationKnown) {
      const match = BRIGHT_RES.map((re) => re.exec(sentence)).find((m) => m !== null);
      if (match) add('luminoso-sin-orientacion', match[0]);
    }
    if (!hasFact(sentence, language)) {
      const match = SUPERLATIVE_RES.map((re) => re.exec(sentence)).find(
        (m) => m !== null && !phrases.some((phrase) => phrase.includes(m[0].toLowerCase())),
      );
      if (match) add('superlativo-sin-dato', match[0]);
    }
  }
  return found;
}
