import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { Text } from '../Text/Text';
import { fieldGroup, fieldGroupLegend } from '../styles/field-group.css';
import * as styles from './CheckboxGroup.css';

export interface CheckboxChoice {
  id: string;
  label: ReactNode;
  /** Not choosable yet (a tag the server has not named). */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps {
  label: string;
  choices: readonly CheckboxChoice[];
  /** The ids chosen, in the order they were chosen. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Said instead of the boxes when there is nothing to choose from. */
  emptyText?: ReactNode;
}

/** Several of a set chosen with boxes side by side (tags, labels, members), under one legend. */
export function CheckboxGroup({ label, choices, value, onChange, emptyText }: CheckboxGroupProps) {
  return (
    <fieldset className={fieldGroup}>
      <legend className={fieldGroupLegend}>{label}</legend>
      {choices.length ? (
        <div className={styles.choices}>
          {choices.map((choice) => (
            <Checkbox
              key={choice.id}
              value={value.includes(choice.id)}
              isDisabled={choice.isDisabled ?? false}
              onChange={(checked) => onChange(checked ? [...value, choice.id] : value.filter((id) => id !== choice.id))}
            >
              {choice.label}
            </Checkbox>
          ))}
        </div>
      ) : emptyText ? (
        <Text tone="secondary">{emptyText}</Text>
      ) : null}
    </fieldset>
  );
}
