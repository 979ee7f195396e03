import anchor from '../../components/ui/anchor.module.css';
import { Text } from '../../components/ui/text';
import layout from '../../components/ui/layout.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page/page-title';
import { paths } from '../../lib/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className={layout.page}>
      <PageTitle />
      <Text className={layout.mbMd}>{t('notFound.text')}</Text>
      <Link className={anchor.anchor} to={paths.home.path}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
