import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import { Modal as KitModal, type ModalProps as KitModalProps } from '@mantine/core';
import { WidgetProvider } from './kit/widget-provider';

export interface ModalProps extends Pick<
  KitModalProps,
  | 'opened'
  | 'onClose'
  | 'title'
  | 'children'
  | 'size'
  | 'centered'
  | 'closeOnClickOutside'
  | 'closeOnEscape'
  | 'withCloseButton'
  | 'fullScreen'
> {
  /** The close button's accessible name (common.close). */
  closeLabel: string;
  /** Data attributes for tests and styles (the dialog's tone). */
  'data-tone'?: string;
}

/**
 * A modal dialog: focus kept inside, Escape and the close button close it, the page behind is
 * inert. The element with `data-autofocus` inside gets the focus when it opens.
 */
export function Modal({ closeLabel, ...props }: ModalProps) {
  return (
    <WidgetProvider>
      <KitModal {...props} closeButtonProps={{ 'aria-label': closeLabel }} />
    </WidgetProvider>
  );
}
