import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { Text } from '../../components/ui/text';
import { Modal } from '../../components/widgets/modal';
import classes from './award-popup.module.css';
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
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('award.title')}
      size="lg"
      centered
      closeLabel={t('common.close')}
    >
      <Text className={classes.paragraph}>{t('award.text')}</Text>
      <Text className={`${classes.paragraph} ${classes.thanks}`}>{t('award.thanks')}</Text>
      <div className={layout.groupEnd}>
        <Button onClick={() => setOpened(false)} data-autofocus>
          {t('common.close')}
        </Button>
      </div>
    </Modal>
  );
}
