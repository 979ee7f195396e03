import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitProvider } from '../../components/kit/kit-provider';
import { useSession } from '../session/session-store';

/**
 * The note about the award to the university amateur radio group: shown on the first visit to
 * the home page, then remembered (for guests too), so it never shows again in this browser.
 */
export function AwardPopup() {
  const { t } = useTranslation();
  const alreadyShown = useSession((state) => state.popups.award);
  const markShown = useSession((state) => state.markPopupShown);
  // Decided once on mount: marking it shown below must not close it while it is being read.
  const [opened, setOpened] = useState(() => !alreadyShown);

  useEffect(() => {
    if (opened) markShown('award');
  }, [opened, markShown]);

  return (
    <KitProvider>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('award.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text mb="sm">{t('award.text')}</Text>
        <Text mb="sm" fs="italic">
          {t('award.thanks')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setOpened(false)} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Modal>
    </KitProvider>
  );
}
