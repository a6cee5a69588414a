// Catalogue section of the form fields: combobox, date picker and date-range picker in their
// states, with the yyyy-MM-dd each picked date would be sent as.
import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '../../../components/ui/combobox';
import {
  formatCalendarDate,
  getCalendarDateRangeFilter,
} from '../../../components/ui/convert-calendar-dates';
import { DatePicker } from '../../../components/ui/date-picker';
import { DateRangePicker, type DateRange } from '../../../components/ui/date-range-picker';
import { CatalogueSection, StateExample } from './catalogue-section';

const STATES = [
  { id: 'AM', label: 'Amazonas' },
  { id: 'BA', label: 'Bahia' },
  { id: 'CE', label: 'Ceará' },
  { id: 'PI', label: 'Piauí' },
  { id: 'PR', label: 'Paraná' },
  { id: 'RN', label: 'Rio Grande do Norte' },
  { id: 'RR', label: 'Roraima' },
  { id: 'RS', label: 'Rio Grande do Sul' },
];

export const FormSections = () => {
  const { t } = useTranslation('design');
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const sentDate = formatCalendarDate(date);
  const sentRange = getCalendarDateRangeFilter(range);

  return (
    <CatalogueSection id="formularios" title={t('sections.forms')}>
      <div className="design-grid design-grid--fields">
        <StateExample label={t('states.default')}>
          <ComboBox
            label={t('comboBox.label')}
            items={STATES}
            placeholder={t('comboBox.placeholder')}
            description={t('comboBox.description')}
            emptyText={t('comboBox.empty')}
          />
        </StateExample>
        <StateExample label={t('states.error')}>
          <ComboBox
            label={`${t('comboBox.label')} (${t('states.error')})`}
            items={STATES}
            errorText={t('comboBox.error')}
          />
        </StateExample>
        <StateExample label={t('states.disabled')}>
          <ComboBox
            label={`${t('comboBox.label')} (${t('states.disabled')})`}
            items={STATES}
            defaultValue="PR"
            isDisabled
          />
        </StateExample>

        <StateExample label={t('states.default')}>
          <DatePicker label={t('datePicker.label')} value={date} onChange={setDate} />
          <p className="design-output">
            {sentDate ? t('datePicker.picked', { value: sentDate }) : t('datePicker.none')}
          </p>
        </StateExample>
        <StateExample label={t('states.error')}>
          <DatePicker
            label={`${t('datePicker.label')} (${t('states.error')})`}
            errorText={t('datePicker.error')}
          />
        </StateExample>
        <StateExample label={t('states.disabled')}>
          <DatePicker label={`${t('datePicker.label')} (${t('states.disabled')})`} isDisabled />
        </StateExample>

        <StateExample label={t('states.default')}>
          <DateRangePicker label={t('dateRangePicker.label')} value={range} onChange={setRange} />
          <p className="design-output">
            {sentRange ? t('dateRangePicker.picked', sentRange) : t('dateRangePicker.none')}
          </p>
        </StateExample>
        <StateExample label={t('states.disabled')}>
          <DateRangePicker
            label={`${t('dateRangePicker.label')} (${t('states.disabled')})`}
            isDisabled
          />
        </StateExample>
      </div>
    </CatalogueSection>
  );
};
