import { Container } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { VersionDetails } from '../../features/version/version-details';

export default function VersionRoute() {
  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <VersionDetails />
    </Container>
  );
}
