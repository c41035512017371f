// The model path of the generator: any OpenAI-compatible chat API, with a timeout and no retries.
import OpenAI from 'openai';
import { descriptionPrompt } from '../../core/tools/generator/prompt';
import { cutToLimit, listingTitle } from '../../core/tools/generator/title';
import { type GeneratorValues } from '../../core/tools/generator/schema';
import { DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../../core/tools/generator/fields';
import type { Listing } from '../../core/tools/generator/offline';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 20_000;

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

function readListing(content: string): { title?: string; description?: string } {
  const jsonText = content.match(/\{[\s\S]*\}/)?.[0];
  if (jsonText) {
    try {
      const parsed: unknown = JSON.parse(jsonText);
      if (typeof parsed === 'object' && parsed !== null) {
        const { title, description } = parsed as Record<string, unknown>;
        return {
          title: typeof title === 'string' ? title : undefined,
          description: typeof description === 'string' ? description : undefined,
        };
      }
    } catch {
      // Not JSON after all: the whole answer is the description.
    }
  }
  return { description: content };
}

/** Cuts a long text at the last sentence end that fits. */
function cutDescription(text: string): string {
  if (text.length <= DESCRIPTION_MAX_CHARS) return text;
  const room = text.slice(0, DESCRIPTION_MAX_CHARS);
  const end = room.lastIndexOf('.');
  return end > DESCRIPTION_MAX_CHARS / 2 ? room.slice(0, end + 1) : room;
}

/** Asks the model for a listing; the title is ours when the model's is missing or too long. */
export async function modelListing(
  values: GeneratorValues,
  settings: ModelSettings,
): Promise<Listing> {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      messages: descriptionPrompt(values),
      temperature: 0.7,
      max_tokens: 1200,
    });
    content = completion.choices[0]?.message.content;
  } catch (error) {
    throw new ModelError('model request failed', { cause: error });
  }
  const { title, description } = readListing(content?.trim() ?? '');
  const text = description?.trim();
  if (!text) throw new ModelError('model answered no description');
  const cleanTitle = title?.replace(/\s+/g, ' ').trim();
  return {
    title:
      cleanTitle && cleanTitle.length <= TITLE_MAX_CHARS
        ? cleanTitle
        : cleanTitle
          ? cutToLimit(cleanTitle)
          : listingTitle(values),
    description: cutDescription(text),
  };
}
