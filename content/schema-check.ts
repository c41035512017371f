// Checks documents against the schema Sanity extracts (studio/schema.json): types and required fields.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SCHEMA_PATH = path.join(__dirname, '..', 'studio', 'schema.json');

interface Attribute {
  type: 'objectAttribute';
  value: SchemaNode;
  optional?: boolean;
}

export interface SchemaNode {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: Record<string, Attribute>;
  rest?: SchemaNode;
  of?: SchemaNode | SchemaNode[];
}

interface SchemaEntry {
  name: string;
  type: 'document' | 'type';
  attributes?: Record<string, Attribute>;
  value?: SchemaNode;
}

export function loadSchema(file = SCHEMA_PATH): SchemaEntry[] {
  return JSON.parse(readFileSync(file, 'utf8')) as SchemaEntry[];
}

/** Attributes Sanity adds itself: never required in an export. */
const SYSTEM = new Set(['_id', '_type', '_createdAt', '_updatedAt', '_rev', '_key']);

export class SchemaChecker {
  private readonly named = new Map<string, SchemaNode>();

  constructor(entries: readonly SchemaEntry[]) {
    for (const entry of entries) {
      const node: SchemaNode =
        entry.type === 'document'
          ? { type: 'object', attributes: entry.attributes ?? {} }
          : (entry.value ?? { type: 'unknown' });
      this.named.set(entry.name, node);
    }
  }

  hasType(name: string): boolean {
    return this.named.has(name);
  }

  /** Problems of one document, as 'path: message' lines; empty when it conforms. */
  checkDocument(doc: { _type: string; _id: string }): string[] {
    const errors: string[] = [];
    const node = this.named.get(doc._type);
    if (!node) return [`${doc._id}: unknown type ${doc._type}`];
    this.check(doc, node, doc._id, errors);
    return errors;
  }

  private attributesOf(node: SchemaNode): Record<string, Attribute> {
    const rest = node.rest ? this.resolve(node.rest) : undefined;
    return { ...(rest ? this.attributesOf(rest) : {}), ...(node.attributes ?? {}) };
  }

  private resolve(node: SchemaNode): SchemaNode {
    if (node.type !== 'inline' || !node.name) return node;
    // Sanity names reference types '<type>.reference' without a schema entry of their own.
    if (node.name.endsWith('.reference')) {
      return {
        type: 'object',
        attributes: { _ref: { type: 'objectAttribute', value: { type: 'string' } } },
      };
    }
    const target = this.named.get(node.name);
    if (!target) throw new Error(`Schema has no type named ${node.name}`);
    return this.resolve(target);
  }

  private matches(value: unknown, node: SchemaNode): boolean {
    const errors: string[] = [];
    this.check(value, node, '', errors);
    return errors.length === 0;
  }

  private check(value: unknown, raw: SchemaNode, at: string, errors: string[]): void {
    const node = this.resolve(raw);
    switch (node.type) {
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== node.type) errors.push(`${at}: expected ${node.type}`);
        else if (node.value !== undefined && value !== node.value)
          errors.push(`${at}: expected ${JSON.stringify(node.value)}`);
        return;
      case 'array': {
        if (!Array.isArray(value)) return void errors.push(`${at}: expected an array`);
        const of = node.of as SchemaNode;
        value.forEach((item, index) => this.check(item, of, `${at}[${index}]`, errors));
        return;
      }
      case 'union': {
        const options = (node.of ?? []) as SchemaNode[];
        if (!options.some((option) => this.matches(value, option)))
          errors.push(`${at}: matches none of the allowed types`);
        return;
      }
      case 'object':
        return this.checkObject(value, node, at, errors);
      default:
        return;
    }
  }

  private checkObject(value: unknown, node: SchemaNode, at: string, errors: string[]): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(`${at}: expected an object`);
      return;
    }
    const record = value as Record<string, unknown>;
    const attributes = this.attributesOf(node);
    for (const [name, attribute] of Object.entries(attributes)) {
      const field = record[name];
      if (field === undefined) {
        if (attribute.optional === false && !SYSTEM.has(name))
          errors.push(`${at}.${name}: required`);
        continue;
      }
      this.check(field, attribute.value, `${at}.${name}`, errors);
    }
    for (const name of Object.keys(record)) {
      if (!(name in attributes) && !SYSTEM.has(name))
        errors.push(`${at}.${name}: not in the schema`);
    }
  }
}
