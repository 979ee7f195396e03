import { Text } from '../../components/ui/text';
import { Heading } from '../../components/ui/heading';
import type { LegalSection } from './legal-text';
import layout from '../../components/ui/layout.module.css';

export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <Heading level={2} look={3} className={`${layout.mtLg} ${layout.mbXs}`}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} className={layout.mbSm}>
          {paragraph}
        </Text>
      ))}
    </section>
  ));
}
