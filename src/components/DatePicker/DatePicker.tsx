import { useMemo } from 'react';
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
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
  /** An ISO date, `YYYY-MM-DD` (with `withTime`, a local date and time `YYYY-MM-DDTHH:mm`), or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** ISO dates that bound the choice. */
  minValue?: string;
  maxValue?: string;
  /** The hour and minute as well, typed after the date (a reminder). */
  withTime?: boolean;
}

const toDate = (value: string | null | undefined, withTime = false): CalendarDate | CalendarDateTime | null => {
  if (!value) return null;
  try {
    return withTime ? parseDateTime(value.slice(0, 16)) : parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
};

/**
 * A date typed segment by segment in the locale's order (day.month.year in German), or picked from
 * a calendar. Works in ISO strings so that forms and APIs need no date objects.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  onChange,
  onBlur,
  minValue,
  maxValue,
  withTime = false,
  ...props
}: DatePickerProps) {
  const min = toDate(minValue, withTime);
  const max = toDate(maxValue, withTime);
  // The same value keeps the same date object, so that a parent re-rendering with what was just
  // typed does not interrupt the typing of the next segment.
  const date = useMemo(() => (value === undefined ? undefined : toDate(value, withTime)), [value, withTime]);
  return (
    <AriaDatePicker<CalendarDate | CalendarDateTime>
      {...props}
      {...(date !== undefined ? { value: date } : {})}
      granularity={withTime ? 'minute' : 'day'}
      onChange={(date) => onChange?.(date ? date.toString().slice(0, withTime ? 16 : 10) : null)}
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
