import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link';
import { getConfig, type AppConfig } from '../../lib/config';
import { SectionHeading } from './section-heading';
import classes from './home-sections.module.css';

interface Project {
  /** A proper name, the same in every language. */
  name: string;
  description: string;
  url: (config: AppConfig) => string;
}

const GITHUB = 'https://github.com';

/** The public pages of the software DAPNET is made of. */
const PROJECTS: readonly Project[] = [
  {
    name: 'DAPNET Core',
    description: 'home.projects.core',
    url: () => `${GITHUB}/DecentralizedAmateurPagingNetwork/Core`,
  },
  {
    name: 'DAPNET Web',
    description: 'home.projects.web',
    url: () => `${GITHUB}/DecentralizedAmateurPagingNetwork/Web`,
  },
  {
    name: 'DAPNET App',
    description: 'home.projects.app',
    url: () => `${GITHUB}/DecentralizedAmateurPagingNetwork/DAPNETApp`,
  },
  {
    name: 'UniPager',
    description: 'home.projects.unipager',
    url: () => `${GITHUB}/rwth-afu/UniPager`,
  },
  {
    name: 'DAPNET Proxy',
    description: 'home.projects.proxy',
    url: () => `${GITHUB}/rwth-afu/raspager-proxy`,
  },
  {
    name: 'DAPNET Wiki',
    description: 'home.projects.wiki',
    url: (config) => config.wikiUrl,
  },
];

/** Links to the DAPNET projects, each opening in a new tab. */
export function ProjectLinks() {
  const { t } = useTranslation();
  const config = getConfig();
  return (
    <section className={classes.section} aria-labelledby="home-projects">
      <SectionHeading id="home-projects" title={t('home.projects.title')} />
      <ul className={classes.list}>
        {PROJECTS.map((project) => (
          <li key={project.name}>
            <ExternalLink href={project.url(config)} className={classes.projectName}>
              {project.name}
            </ExternalLink>
            <span className={classes.projectText}>{t(project.description)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
