// The description and the error under a React Aria field (combobox, date pickers), one way for all.
import { FieldError, Text } from 'react-aria-components';
import './claim-react-aria-pressable-style';

export const FieldHelp = ({
  description,
  errorText,
}: {
  description?: string | undefined;
  errorText?: string | undefined;
}) => (
  <>
    {description ? (
      <Text slot="description" className="ui-field__description">
        {description}
      </Text>
    ) : null}
    <FieldError className="ui-field__error">{errorText}</FieldError>
  </>
);
