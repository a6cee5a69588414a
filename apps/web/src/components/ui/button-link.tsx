// A link that looks like a button (it navigates, so it stays a real link).
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './button';

export const ButtonLink = ({
  variant,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) => (
  <Link className={buttonClassName({ variant, className })} {...props} />
);
