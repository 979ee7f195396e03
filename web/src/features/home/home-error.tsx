import { homeErrorMessage } from '../../lib/messages/error-messages';
import { useMessage } from '../../lib/messages/use-message';
import classes from './home-sections.module.css';

/** Spec section 8: the home page's own wording for a failed news or statistics request. */
export function HomeError({ error }: { error: unknown }) {
  const text = useMessage();
  return (
    <p className={classes.error} role="alert">
      {text(homeErrorMessage(error))}
    </p>
  );
}
