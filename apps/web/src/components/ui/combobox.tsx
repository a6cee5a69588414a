// A text field with a filtered list of options (React Aria Components ComboBox): type to filter
// (accent- and case-insensitive), arrows to move, Enter to pick. Import it only from lazy code.
import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  ComboBox as AriaComboBox,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGE } from '../../lib/i18n';
import { FieldHelp } from './field-help';
import { pickDefinedProps } from './pick-defined-props';
import './claim-react-aria-pressable-style';
import './field.css';
import './combobox.css';

export type ComboBoxItem = { id: string; label: string };

export type ComboBoxProps = {
  label: string;
  items: readonly ComboBoxItem[];
  /** The picked item's id (controlled); null when nothing is picked. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  /** Shown in the list when the typed text matches no option; default from the common locale. */
  emptyText?: string;
  /** Marks the field invalid and shows the text under it. */
  errorText?: string;
  description?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Submitted with a form as the picked id. */
  name?: string;
  className?: string;
};

const toId = (key: Key | null): string | null => (key === null ? null : String(key));

export const ComboBox = ({
  label,
  items,
  value,
  defaultValue,
  onChange,
  emptyText,
  errorText,
  description,
  placeholder,
  isDisabled = false,
  isRequired = false,
  name,
  className,
}: ComboBoxProps) => {
  const { t } = useTranslation('common');
  return (
    <I18nProvider locale={LANGUAGE}>
      <AriaComboBox
        className={['ui-combobox', className].filter(Boolean).join(' ')}
        defaultItems={items}
        {...pickDefinedProps({ value, defaultValue, name })}
        onChange={(key) => onChange?.(toId(key))}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorText)}
        allowsEmptyCollection
        menuTrigger="focus"
      >
        <Label className="ui-field__label">{label}</Label>
        <div className="ui-field__box">
          <Input className="ui-combobox__input" {...pickDefinedProps({ placeholder })} />
          <Button className="ui-field__button">
            <ChevronDown aria-hidden="true" size={18} />
          </Button>
        </div>
        <FieldHelp description={description} errorText={errorText} />
        <Popover className="ui-field__popover ui-combobox__popover" offset={4}>
          <ListBox<ComboBoxItem>
            className="ui-combobox__list"
            renderEmptyState={() => (
              <p className="ui-combobox__empty">{emptyText ?? t('comboBox.empty')}</p>
            )}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className="ui-combobox__option">
                {({ isSelected }) => (
                  <>
                    <span>{item.label}</span>
                    {isSelected ? <Check aria-hidden="true" size={16} /> : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
    </I18nProvider>
  );
};
