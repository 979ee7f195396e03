import { Button, ButtonAnchor } from '../../components/ui/button';
import { ChevronDownIcon } from '../../components/icons';
import { MailPartsMenu } from '../../components/mail-parts-menu/mail-parts-menu';
import { showSuccessToast } from '../../components/toast/success-toast';
import { buildMailHrefs, uniqueAddresses } from '../../lib/records/mail-links';

export interface MailAllButtonProps {
  /** Everyone to mail; blanks and duplicates are left out. */
  addresses: readonly (string | null | undefined)[];
  /** The subject after the DAPNET prefix. */
  subject: string;
  label: string;
}

/**
 * The side panel's "mail all" action: one link while the addresses fit in one mail link, else a
 * menu of numbered parts plus copying every address (nothing without an address).
 */
export function MailAllButton({ addresses, subject, label }: MailAllButtonProps) {
  const hrefs = buildMailHrefs(addresses, subject);
  if (hrefs.length === 0) return null;
  if (hrefs.length === 1) {
    return (
      <ButtonAnchor href={hrefs[0]} variant="default">
        {label}
      </ButtonAnchor>
    );
  }
  // The clipboard exists only in secure contexts (https, localhost); elsewhere the parts remain.
  const clipboard = globalThis.navigator?.clipboard;
  const copy = clipboard
    ? () =>
        void clipboard
          .writeText(uniqueAddresses(addresses).join(', '))
          // A refused clipboard leaves the parts, which are still there to use.
          .then(showSuccessToast, () => undefined)
    : undefined;
  return (
    <MailPartsMenu hrefs={hrefs} onCopy={copy}>
      <Button variant="default" rightSection={<ChevronDownIcon />}>
        {label}
      </Button>
    </MailPartsMenu>
  );
}
