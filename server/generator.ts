// The generator's work: write the listing (model or offline) and keep a copy in the database.
import { writeOfflineListing, type ListingAnswer } from '../core/tools/generator/listing';
import type { GeneratorValues, ListingValues } from '../core/tools/generator/schema';
import { modelListing, modelSettings, type OnProgress } from './ai/model-description';
import type { Database } from './db/client';
import { propertyDescriptions } from './db/schema';

/**
 * The model when OPENAI_API_KEY is set (ModelError on failure; `onProgress` hears the streamed
 * answer), otherwise the offline writer.
 */
export async function writeListing(
  values: ListingValues,
  onProgress?: OnProgress,
): Promise<ListingAnswer> {
  const settings = modelSettings();
  if (!settings) return writeOfflineListing(values);
  return modelListing(values, settings, onProgress);
}

/** Stores one generated description (spec section 3: property_descriptions). */
export async function storeDescription(
  db: Database,
  values: GeneratorValues,
  description: string,
): Promise<void> {
  await db.insert(propertyDescriptions).values({
    address: values.address,
    area: values.area,
    rooms: values.rooms,
    bathrooms: values.bathrooms,
    propertyType: values.propertyType,
    extras: values.extras,
    otherExtras: values.otherExtras ?? null,
    targetAudience: values.targetAudience,
    generatedDescription: description,
  });
}
