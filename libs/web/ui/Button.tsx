import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

function classes({ variant = 'secondary', size = 'medium' }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' ? styles[size] : '', extra ?? ''].filter(Boolean).join(' ');
}

/** The kit's button. Icon-only buttons must pass an aria-label. */
export function Button({ variant, size, className, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size }, className)} {...rest} />;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: Look & LinkProps) {
  return <Link className={classes({ variant, size }, className)} {...rest} />;
}
