// The model path of the listing writer: any OpenAI-compatible chat API, structured output checked
// by one zod schema, a timeout, one retry, and the facts checker on every text.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { sentencesOf, checkContext } from '../../core/tools/generator/fact-check';
import { TITLE_MAX_CHARS } from '../../core/tools/generator/fields';
import {
  checkVariant,
  clichesOf,
  fitLines,
  missingFacts,
  writeOfflineListing,
  type ListingAnswer,
  type Variant,
} from '../../core/tools/generator/listing';
import {
  SHORT_MAX_CHARS,
  SOCIAL_HASHTAGS,
  SOCIAL_MAX_CHARS,
  type Language,
} from '../../core/tools/generator/listing-fields';
import { longLimit } from '../../core/tools/generator/portals';
import { listingPrompt, modelAnswerSchema } from '../../core/tools/generator/prompt';
import type { ListingValues } from '../../core/tools/generator/schema';
import type { ModelProgress } from '../../core/tools/generator/stream';
import { cutToLimit } from '../../core/tools/generator/title';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 20_000;
/** One retry: a second answer when the first fails, then the offline writer or a 502. */
export const MODEL_ATTEMPTS = 2;

export interface ModelSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The model settings from the environment, or undefined when no key is set (offline generator). */
export function modelSettings(env: NodeJS.ProcessEnv = process.env): ModelSettings | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return undefined;
  const timeout = Number(env.OPENAI_TIMEOUT_MS);
  return {
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_OPENAI_TIMEOUT_MS,
  };
}

/** The model failed, answered nothing usable or took too long. */
export class ModelError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'ModelError';
  }
}

const RESPONSE_FORMAT = zodResponseFormat(modelAnswerSchema, 'listing');

/** A text cut at its last whole sentence that fits. */
function cutSentences(text: string, limit: number): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => sentencesOf(p).map((s) => ({ text: s, keep: 1 })));
  return fitLines(paragraphs, limit);
}

/** The model's texts held to our limits; a social post without 3-5 hashtags is a problem. */
function limitVariant(raw: Variant, longMax: number): { variant: Variant; problems: string[] } {
  const problems: string[] = [];
  const clean = (t: string) => t.replace(/[ \t]+/g, ' ').trim();
  const title = clean(raw.title).replace(/\s+/g, ' ');
  const social = clean(raw.social);
  const tags = social.match(/#[\p{L}\d_]+/gu) ?? [];
  if (tags.length < SOCIAL_HASHTAGS.min || tags.length > SOCIAL_HASHTAGS.max) {
    problems.push(
      `social con ${tags.length} hashtags (pide ${SOCIAL_HASHTAGS.min}-${SOCIAL_HASHTAGS.max})`,
    );
  }
  const body = clean(social.replace(/#[\p{L}\d_]+/gu, ''));
  const tagText = tags.join(' ');
  return {
    variant: {
      title: title.length <= TITLE_MAX_CHARS ? title : cutToLimit(title),
      long: cutSentences(raw.long.trim(), longMax),
      short: cutSentences(clean(raw.short), SHORT_MAX_CHARS),
      social: `${cutSentences(body, SOCIAL_MAX_CHARS - tagText.length - 1)} ${tagText}`.trim(),
    },
    problems,
  };
}

export type { ModelProgress };
export type OnProgress = (progress: ModelProgress) => void;

/** A progress line at most every this many characters: enough to move, not one per token. */
const PROGRESS_STEP_CHARS = 120;

/**
 * The answer's text, streamed: progress on every PROGRESS_STEP_CHARS received. The whole answer,
 * headers to last chunk, must arrive within the timeout.
 */
async function streamedContent(
  client: OpenAI,
  request: Omit<OpenAI.ChatCompletionCreateParamsStreaming, 'stream'>,
  timeoutMs: number,
  onChars: (chars: number) => void,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const stream = await client.chat.completions.create(
      { ...request, stream: true },
      { signal: controller.signal },
    );
    let content = '';
    let reported = 0;
    for await (const chunk of stream) {
      content += chunk.choices[0]?.delta.content ?? '';
      if (content.length - reported >= PROGRESS_STEP_CHARS) {
        reported = content.length;
        onChars(reported);
      }
    }
    if (content.length > reported) onChars(content.length);
    return content;
  } finally {
    clearTimeout(timer);
  }
}

type Attempt =
  | { ok: true; variants: Partial<Record<Language, Variant>> }
  | { ok: false; problems: string[]; checker: boolean };

async function attempt(
  client: OpenAI,
  values: ListingValues,
  settings: ModelSettings,
  problems: readonly string[],
  progress: { attempt: number; report: OnProgress },
): Promise<Attempt> {
  const longMax = longLimit(values.portal, values.maxLength);
  const { attempt: n, report } = progress;
  let content: string;
  try {
    content = await streamedContent(
      client,
      {
        model: settings.model,
        messages: listingPrompt(values, longMax, problems),
        response_format: RESPONSE_FORMAT,
        temperature: 0.7,
        max_tokens: 1200 * values.languages.length,
      },
      settings.timeoutMs,
      (chars) => report({ stage: 'writing', attempt: n, chars }),
    );
  } catch (error) {
    console.error('[generate-description] model request failed', error);
    return { ok: false, problems: ['la petición falló'], checker: false };
  }
  let parsed;
  try {
    parsed = modelAnswerSchema.safeParse(JSON.parse(content));
  } catch {
    return { ok: false, problems: ['la respuesta no era JSON'], checker: false };
  }
  if (!parsed.success)
    return { ok: false, problems: ['el JSON no sigue el esquema'], checker: false };
  report({ stage: 'checking', attempt: n });
  const context = checkContext(values);
  const found: string[] = [];
  const variants: Partial<Record<Language, Variant>> = {};
  for (const language of values.languages) {
    const raw = parsed.data.variants.find((v) => v.language === language);
    if (!raw) {
      found.push(`falta el idioma ${language}`);
      continue;
    }
    const limited = limitVariant(raw, longMax);
    const checked = checkVariant(limited.variant, language, values, context);
    found.push(...limited.problems);
    for (const r of checked.rejected)
      found.push(`${language}: «${r.sentence}» (${r.reasons.join(', ')})`);
    if (checked.energyMissing) found.push(`${language}: falta la calificación energética`);
    variants[language] = checked.variant;
  }
  return found.length > 0 ? { ok: false, problems: found, checker: true } : { ok: true, variants };
}

/**
 * Asks the model for every requested language, at most twice. An answer that states a fact not
 * in the inputs, misses the energy rating or a language is asked again with the findings; if the
 * second answer fails the checker too, the offline writer answers instead. When the model never
 * answers usable JSON (error, timeout, wrong shape), a ModelError (the function's 502). The answer
 * is streamed; `onProgress` hears how far it has come.
 */
export async function modelListing(
  values: ListingValues,
  settings: ModelSettings,
  onProgress: OnProgress = () => undefined,
): Promise<ListingAnswer> {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  let problems: string[] = [];
  let checkerFailed = false;
  for (let n = 1; n <= MODEL_ATTEMPTS; n += 1) {
    if (n > 1) onProgress({ stage: 'retrying', attempt: n });
    const result = await attempt(client, values, settings, checkerFailed ? problems : [], {
      attempt: n,
      report: onProgress,
    });
    if (result.ok) {
      return {
        source: 'model',
        variants: result.variants,
        cliches: clichesOf(result.variants, values),
        missing: missingFacts(values),
      };
    }
    problems = result.problems;
    checkerFailed ||= result.checker;
  }
  if (checkerFailed) {
    console.error('[generate-description] model answer failed the facts checker', problems);
    return writeOfflineListing(values);
  }
  throw new ModelError(`model answered nothing usable: ${problems.join('; ')}`);
}
