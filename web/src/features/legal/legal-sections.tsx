import { Text, Title } from '@mantine/core';
import type { LegalSection } from './legal-text';

export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <Title order={2} size="h3" mt="lg" mb="xs">
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} mb="sm">
          {paragraph}
        </Text>
      ))}
    </section>
  ));
}
