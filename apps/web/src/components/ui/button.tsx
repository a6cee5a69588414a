import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const buttonClassName = ({
  variant = 'primary',
  className,
}: {
  variant?: ButtonVariant;
  className?: string | undefined;
}): string => ['button', `button--${variant}`, className].filter(Boolean).join(' ');

export const Button = ({ variant, className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={buttonClassName({ variant, className })} {...props} />
);
