import { Button } from './ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/** How long the button says "Copied". */
const COPIED_MS = 2_000;

/**
 * Puts text on the clipboard. `navigator.clipboard` needs a secure page (HTTPS or localhost); on
 * a plain-HTTP node reached by its address, a selected hidden text area and the older copy
 * command do it instead. Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

interface CopyButtonProps {
  text: string;
  /** The accessible name, naming what is copied ("Copy the auth key"). */
  label: string;
  /** The visible text; the label when left out. */
  children?: string;
}

/**
 * A button that copies one value and says "Copied" for a moment, visibly and to screen readers
 * (a polite live region); when copying is impossible it says to select the text instead.
 */
export function CopyButton({ text, label, children }: CopyButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const said = outcome && t(outcome === 'copied' ? 'common.copy.copied' : 'common.copy.failed');
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        aria-label={label}
        onClick={() => void copyText(text).then((ok) => setOutcome(ok ? 'copied' : 'failed'))}
      >
        {outcome === 'copied' ? t('common.copy.copied') : (children ?? t('common.copy.button'))}
      </Button>
      <VisuallyHidden>
        <span role="status">{said}</span>
      </VisuallyHidden>
    </>
  );
}
