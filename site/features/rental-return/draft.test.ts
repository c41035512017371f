// The form's draft: read back as the same document, Spanish numbers, errors at their fields, rows
// added and removed, the stored copy, and files that open with or without problems.
import { NUMBER_MESSAGES } from '../../../core/number';
import {
  parseReturnDocument,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../../../core/tools/rental-return/document';
import { draftFromDocument, emptyDraft } from './draft';
import { addRow, removeOwner, removeRow, setField } from './draft-edit';
import { checkDraft, READ_TEXT } from './draft-read';
import { draftFromStored } from './draft-store';
import { describePath } from './error-labels';
import { openJson } from './open-document';

type Property = NonNullable<ReturnDocumentInput['properties']>[number];

const FIRST = {
  start: '2021-02-01',
  end: '2025-04-30',
  monthlyRent: 850,
  relative: false,
  tenantAge: null,
  zonaTensionada: false,
  previousMonthlyRent: null,
  rehabilitation: false,
};
const SECOND = {
  start: '2025-06-01',
  end: null,
  monthlyRent: 950,
  relative: false,
  tenantAge: 29,
  zonaTensionada: true,
  previousMonthlyRent: 1_000,
  rehabilitation: false,
};
const PROPERTY = {
  name: 'Calle Mayor 3',
  use: 'dwelling',
  community: 'madrid',
  municipality: 'Madrid',
  habitualHome: false,
  owners: [
    { owner: 0, sharePercent: 50 },
    { owner: 1, sharePercent: 50 },
  ],
  acquisition: { kind: 'purchase', date: '2018-03-15', price: 180_000, costs: 14_250.5 },
  cadastral: { value: 90_000, landValue: 36_000, revisedYear: 2019 },
  furniture: [{ cost: 3_000, date: '2023-09-01' }],
  improvements: [{ cost: 8_000, date: '2025-07-01' }],
  expenses: {
    interest: 2_100,
    repairs: 950.25,
    ibi: 420,
    communityFees: 1_200,
    insurance: 310,
    services: 0,
    management: 0,
    otherTaxes: 85,
    legal: 0,
    doubtfulDebts: 0,
  },
  carriedForward: [{ year: 2023, amount: 1_500 }],
  contracts: [FIRST, SECOND],
} satisfies Property;

/** Two owners, one flat with two contracts, furniture, an improvement and an excess to carry. */
const INPUT: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [
    { name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: 32_000 },
    { name: 'Luis', residence: 'eu', taxResidence: null, otherIncome: null },
  ],
  properties: [PROPERTY],
};

function parsed(input: ReturnDocumentInput): ReturnDocument {
  const result = parseReturnDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

describe('the draft of a document', () => {
  it('reads back as the same document: nothing is lost between the file and the form', () => {
    const doc = parsed(INPUT);
    const draft = draftFromDocument(doc);
    // The numbers are shown as a Spaniard types them.
    expect(draft.properties[0]?.acquisition.costs).toBe('14.250,5');
    expect(draft.properties[0]?.expenses.repairs).toBe('950,25');
    expect(draft.properties[0]?.cadastral.revisedYear).toBe('2019');
    expect(checkDraft(draft)).toEqual({ document: doc, errors: new Map() });
  });

  it('starts with one owner and one property, with nothing to correct', () => {
    const draft = emptyDraft(2025);
    expect(draft.owners).toHaveLength(1);
    expect(draft.properties).toHaveLength(1);
    expect(checkDraft(draft).errors.size).toBe(0);
  });

  it('reads Spanish numbers and keeps a text that is not one, with its message at the field', () => {
    const base = draftFromDocument(parsed(INPUT));
    const typed = setField(base, 'properties.0.expenses.ibi', '1.250,50');
    expect(checkDraft(typed).document?.properties[0]?.expenses.ibi).toBe(1_250.5);
    const wrong = setField(base, 'properties.0.contracts.1.monthlyRent', 'mil');
    const check = checkDraft(wrong);
    expect(check.document).toBeUndefined();
    expect(check.errors.get('properties.0.contracts.1.monthlyRent')).toBe(NUMBER_MESSAGES.invalid);
    expect(wrong.properties[0]?.contracts[1]?.monthlyRent).toBe('mil');
  });

  it("puts the engine's messages at their fields: an end before its start", () => {
    const draft = setField(
      draftFromDocument(parsed(INPUT)),
      'properties.0.contracts.0.end',
      '2021-01-01',
    );
    expect(checkDraft(draft).errors.get('properties.0.contracts.0.end')).toMatch(
      /anterior a la de inicio/,
    );
  });

  it('shows shares that do not sum 100 % at the last percentage (60 + 30 = 90 %)', () => {
    const draft = setField(
      draftFromDocument(parsed(INPUT)),
      'properties.0.owners.0.sharePercent',
      '60',
    );
    const errors = checkDraft(setField(draft, 'properties.0.owners.1.sharePercent', '30')).errors;
    expect(errors.get('properties.0.owners.1.sharePercent')).toMatch(/suman 90 %/);
    expect(errors.has('properties.0.owners')).toBe(false);
  });

  it('asks for the rent of a contract just added, in its year', () => {
    const draft = addRow(emptyDraft(2025), 0, 'contracts');
    const contract = draft.properties[0]?.contracts[0];
    expect(contract).toMatchObject({ start: '2025-01-01', end: '2025-12-31', monthlyRent: '' });
    expect(checkDraft(draft).errors.get('properties.0.contracts.0.monthlyRent')).toBe(
      READ_TEXT.rent,
    );
  });

  it('removes a row by its place and keeps the other rows with their keys', () => {
    const draft = draftFromDocument(parsed(INPUT));
    const second = draft.properties[0]?.contracts[1];
    const after = removeRow(draft, 0, 'contracts', 0);
    expect(after.properties[0]?.contracts).toEqual([second]);
  });

  it('renumbers the shares when an owner goes, so each share names the same person', () => {
    const three = {
      ...INPUT,
      owners: [...INPUT.owners, { name: 'Eva', residence: 'resident' as const }],
      properties: [
        {
          ...PROPERTY,
          owners: [
            { owner: 0, sharePercent: 50 },
            { owner: 2, sharePercent: 50 },
          ],
        },
      ],
    };
    const after = removeOwner(draftFromDocument(parsed(three)), 0);
    expect(after.owners.map((owner) => owner.name)).toEqual(['Luis', 'Eva']);
    // Eva was owner 2 and is now owner 1; Ana's share went with her.
    expect(after.properties[0]?.owners.map((share) => share.owner)).toEqual(['1']);
  });
});

describe('the stored draft', () => {
  it('comes back field by field, typed texts included', () => {
    const draft = setField(draftFromDocument(parsed(INPUT)), 'properties.0.expenses.ibi', 'mil');
    const back = draftFromStored(JSON.parse(JSON.stringify(draft))) ?? emptyDraft();
    expect(back.properties[0]?.expenses.ibi).toBe('mil');
    expect(checkDraft(setField(back, 'properties.0.expenses.ibi', '420')).document).toEqual(
      parsed(INPUT),
    );
  });

  it('is refused when it has no owner, and a damaged part falls back to its default', () => {
    expect(draftFromStored({ taxYear: '2025', owners: [] })).toBeUndefined();
    expect(draftFromStored('x')).toBeUndefined();
    const back = draftFromStored({
      taxYear: '2025',
      owners: [{}],
      properties: [{ use: 'castle' }],
    });
    expect(back?.properties[0]?.use).toBe('dwelling');
    expect(back?.properties[0]?.owners.map((share) => share.sharePercent)).toEqual(['100']);
  });
});

describe('opening a file', () => {
  it('opens a right document as it is', () => {
    const opened = openJson(INPUT);
    expect(opened.ok && opened.checked).toBe(false);
    expect(opened.ok && checkDraft(opened.draft).document).toEqual(parsed(INPUT));
  });

  it('opens overlapping contracts into the form, to be corrected at the field', () => {
    const overlapping = {
      ...INPUT,
      properties: [{ ...PROPERTY, contracts: [FIRST, { ...SECOND, start: '2025-04-01' }] }],
    };
    const opened = openJson(overlapping);
    expect(opened.ok && opened.checked).toBe(true);
    expect(
      opened.ok && checkDraft(opened.draft).errors.get('properties.0.contracts.1.start'),
    ).toMatch(/Se solapa con el contrato 1/);
  });

  it('says where a document that cannot be read is wrong', () => {
    const opened = openJson({ ...INPUT, taxYear: 2019 });
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.messages[0]).toMatch(/^Ejercicio que declaras: /);
  });
});

describe('describePath', () => {
  it('names a field by its place, from 1', () => {
    expect(describePath('properties.0.contracts.1.end')).toBe(
      'Inmueble 1 · Contrato 2 · Fecha de fin',
    );
    expect(describePath('properties.1.owners.0.sharePercent')).toBe(
      'Inmueble 2 · Copropietario 1 · Porcentaje',
    );
    expect(describePath('properties.0.expenses.ibi')).toBe('Inmueble 1 · Gastos del año · IBI');
  });
});
