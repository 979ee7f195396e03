import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link';
import { newsFeedQuery } from './home-api';
import { HomeError } from './lazy-parts';
import { SectionHeading } from './section-heading';
import classes from './home-sections.module.css';

/** The latest news of the configured feed (at most five), as plain-text links. */
export function NewsList() {
  const { t } = useTranslation();
  const news = useQuery(newsFeedQuery);
  return (
    <section className={classes.section} aria-labelledby="home-news">
      <SectionHeading
        id="home-news"
        title={t('home.news.title')}
        onRefresh={() => void news.refetch()}
        refreshing={news.isFetching}
      />
      {news.isError && (
        <Suspense fallback={null}>
          <HomeError error={news.error} />
        </Suspense>
      )}
      {news.isPending && <p className={classes.muted}>{t('common.loading')}</p>}
      {news.data?.length === 0 && <p className={classes.muted}>{t('home.news.empty')}</p>}
      {news.data && news.data.length > 0 && (
        <ul className={classes.list}>
          {news.data.map((entry, index) => (
            <li key={`${index}:${entry.link}`}>
              <ExternalLink href={entry.link}>{entry.title}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
