import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OverviewPage } from '../../../../components/overview-page/overview-page';
import { newsQuery } from '../../../../features/rubrics/api';
import { RubricContentTable } from '../../../../features/rubrics/rubric-content-table';
import { useSession } from '../../../../features/session/session-store';
import { formatNumber } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';

export default function RubricContentRoute() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const news = useQuery(newsQuery());
  return (
    <OverviewPage
      // Everybody may post to the rubrics they own, so the link is not for admins only.
      actions={
        <Button component={Link} to={paths.rubricContent.new.href()}>
          {t('rubricContent.new')}
        </Button>
      }
      statistics={
        news.data && [
          {
            label: t('rubricContent.stats.total'),
            value: formatNumber(news.data.length, language),
          },
        ]
      }
      aside={<p>{t('rubricContent.info.overview')}</p>}
    >
      <RubricContentTable
        news={news.data}
        error={news.error}
        refreshing={news.isFetching}
        onRefresh={() => void news.refetch()}
      />
    </OverviewPage>
  );
}
