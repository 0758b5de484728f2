import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { surface } from '../styles/overlay.css';
import * as styles from './DatePicker.css';

export interface DatePickerProps extends FieldBaseProps {
  /** An ISO date, `YYYY-MM-DD`, or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** ISO dates that bound the choice. */
  minValue?: string;
  maxValue?: string;
}

const toDate = (value: string | null | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
};

/**
 * A date typed segment by segment in the locale's order (day.month.year in German), or picked from
 * a calendar. Works in ISO strings so that forms and APIs need no date objects.
 */
export function DatePicker({ label, description, errorMessage, isInvalid, value, onChange, onBlur, minValue, maxValue, ...props }: DatePickerProps) {
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <AriaDatePicker
      {...props}
      {...(value !== undefined ? { value: toDate(value) } : {})}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      {...(onBlur ? { onBlur } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      isInvalid={isInvalid ?? !!errorMessage}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={fieldStyles.inlineButton}>
          <Icon name="calendar" size="sm" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={surface} offset={4}>
        <Dialog className={styles.calendar}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={fieldStyles.inlineButton}>
                <Icon name="chevron-left" size="sm" mirrorInRtl />
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={fieldStyles.inlineButton}>
                <Icon name="chevron-right" size="sm" mirrorInRtl />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
