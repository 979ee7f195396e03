import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

/**
 * filled: the page's main action (red); default: any other action (outlined); light: a tinted
 * secondary one; subtle: text only, tinted when hovered.
 */
export type ButtonVariant = 'filled' | 'default' | 'light' | 'subtle';
/** md and sm are a field's height; the compact ones sit inside a table row or a line of text. */
export type ButtonSize = 'sm' | 'xs' | 'compact-sm' | 'compact-xs';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container (a form's only button on a phone). */
  fullWidth?: boolean;
  /** An icon before or after the label. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** The class names of a button's look, for an element that is none of the three below. */
export function buttonClass(
  { variant = 'filled', size = 'sm', fullWidth = false }: ButtonLook,
  className?: string,
): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

function Inner({
  leftSection,
  rightSection,
  children,
  loading = false,
}: ButtonLook & {
  children?: ReactNode;
  loading?: boolean;
}) {
  return (
    <>
      {/* While loading (a spinner drawn by the CSS), the label stays for screen readers and keeps
          the button's width. */}
      <span className={styles.inner} data-loading={loading || undefined}>
        {leftSection && <span className={styles.section}>{leftSection}</span>}
        <span className={styles.label}>{children}</span>
        {rightSection && <span className={styles.section}>{rightSection}</span>}
      </span>
    </>
  );
}

/**
 * Splits a button-like element's props into its class (the look and any class of its own), what
 * its content shows (label and icons, see Inner) and the element's own props.
 */
function lookOf<Props extends ButtonLook & { className?: string; children?: ReactNode }>(
  props: Props,
) {
  const { variant, size, fullWidth, leftSection, rightSection, className, children, ...rest } =
    props;
  return {
    className: buttonClass({ variant, size, fullWidth }, className),
    content: { leftSection, rightSection, children },
    rest,
  };
}

type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Shows a spinner and takes no more clicks until the action it started has finished. */
    loading?: boolean;
  };

/** A button: `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({ loading = false, disabled, type = 'button', ...props }: ButtonProps) {
  const { className, content, rest } = lookOf(props);
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <Inner {...content} loading={loading} />
    </button>
  );
}

/** A link within the app that looks like a button ("New subscriber" above a list). */
export function ButtonLink(props: LinkProps & ButtonLook) {
  const { className, content, rest } = lookOf(props);
  return (
    <Link {...rest} className={className}>
      <Inner {...content} />
    </Link>
  );
}

/** A link to another site, or to a file, that looks like a button. */
export function ButtonAnchor(props: ComponentProps<'a'> & ButtonLook) {
  const { className, content, rest } = lookOf(props);
  return (
    <a {...rest} className={className}>
      <Inner {...content} />
    </a>
  );
}
