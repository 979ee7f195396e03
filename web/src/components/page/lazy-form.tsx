import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingPage } from './loading-page';

/**
 * A form that loads with the first page showing it (new or edit), not with its entity's route
 * module: forms bring the input kit and the model's schemas, which a list does without, so a
 * first visit to a list stays light (issue 9). Until it is there, the loading page shows.
 */
export function lazyForm<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Form = lazy(async () => ({ default: await load() }));
  return function LazyForm(props: Props) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Form {...props} />
      </Suspense>
    );
  };
}
