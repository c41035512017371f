// One select of an advanced mortgage form, bound to one choice of the form's texts: both forms
// describe their selects as data (Choice) and render each with this, the value typed, never cast.
import * as React from 'react';
import SelectField from '../../components/form/SelectField';

/** A select: the text it edits (key), its DOM name (the key when absent), label and options. */
export type Choice<Texts> = {
  [Key in keyof Texts & string]: {
    key: Key;
    name?: string;
    label: string;
    options: readonly { value: Texts[Key] & string; label: string }[];
  };
}[keyof Texts & string];

export default function ChoiceField<Texts>({
  choice,
  texts,
  set,
}: {
  choice: Choice<Texts>;
  texts: Texts;
  set: (patch: Partial<Texts>) => void;
}) {
  return (
    <SelectField
      name={choice.name ?? choice.key}
      label={choice.label}
      options={choice.options}
      value={String(texts[choice.key])}
      onChange={(event) => {
        // The chosen option's own value, so texts only ever holds one of the options.
        const chosen = choice.options.find((option) => option.value === event.target.value);
        if (chosen) set({ [choice.key]: chosen.value } as Partial<Texts>);
      }}
    />
  );
}
